/// Debian's libgit2 is built with mbedTLS, and `git_libgit2_init` parses the
/// whole system CA bundle with it: 52 M instructions, about 6 ms, on every
/// start of a tool that only reads a local repository. This definition takes
/// the place of mbedTLS's (the executable exports it, see `Package.swift`, and
/// the dynamic loader binds libgit2's call to it): it loads no certificate.
/// Nothing in the suite uses libgit2's network transports; if something did,
/// TLS would find no trusted certificate and refuse the connection, so this
/// fails closed.
@_cdecl("mbedtls_x509_crt_parse_file")
public func loadNoSystemCertificates(_ chain: OpaquePointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    0
}
