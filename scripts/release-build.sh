# Sourced by the scripts that build the tools in release (install, benchmarks), so
# "the release build the README recommends" is defined once. After sourcing:
#   swift build "${release[@]}" --product swiftlint-lite
#
# - Static Swift runtime, position-dependent executables: Package.swift says why.
# - Cross-module optimization of every module, the dependencies included. SwiftSyntax
#   compiles its generic code once for all node types: iterating a syntax collection
#   looks up `Optional<Element>`'s metadata at every element (~650 instructions),
#   and rules iterate collections all the time. With the flag the callers specialize
#   it. Every rule on swift-nio: 7% fewer instructions, 14% less time; the default
#   rules 8% less time. Only a build's flags can give it: a package cannot set flags
#   for the packages it depends on. A clean build takes about 9½ minutes on 2 cores.
# - Generic type metadata made by direct calls in every module, not from mangled
#   names (Package.swift does it for this package's own modules and says why): the
#   dictionaries of Yams' nodes and ArgumentParser's tables otherwise cost a scan of
#   all the binary's conformance records each, at every start. Linting one small
#   file: 12.4 M instructions, 8.4 M with it.
export SWIFT_TOOLING_LITE_NO_PIE=1
release=(-c release --scratch-path "${SCRATCH:-.build-release}" --static-swift-stdlib
    -Xswiftc -cross-module-optimization
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
