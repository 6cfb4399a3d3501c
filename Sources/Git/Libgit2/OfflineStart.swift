import Synchronization

/// The suite reads local repositories only: it never fetches or pushes. Yet
/// `git_libgit2_init` sets up libgit2's network transports at every start:
/// TLS (mbedTLS seeds a random generator from HAVEGE entropy and parses the
/// whole system CA bundle) and SSH (libssh2 loads OpenSSL's engines), together
/// more than half of a hook run's start-up. The tools link libgit2 statically
/// and `--wrap` those two steps (see `Package.swift`), so libgit2's calls land
/// here and set up nothing. Were a transport used anyway, TLS would trust no
/// certificate and SSH would fail to start: it fails closed.
@_cdecl("__wrap_git_mbedtls_stream_global_init")
func skipTLSSetUp() -> Int32 {
    Libgit2.skippedNetworkSetUps.add(1, ordering: .relaxed)
    return 0
}

@_cdecl("__wrap_git_transport_ssh_global_init")
func skipSSHSetUp() -> Int32 {
    Libgit2.skippedNetworkSetUps.add(1, ordering: .relaxed)
    return 0
}

extension Libgit2 {
    static let skippedNetworkSetUps = Atomic(0)

    /// Whether libgit2 started without its network transports (the link
    /// replaced their set-up); false where libgit2 is a shared library.
    public static var startedOffline: Bool {
        _ = initialized
        return skippedNetworkSetUps.load(ordering: .relaxed) == 2
    }
}
