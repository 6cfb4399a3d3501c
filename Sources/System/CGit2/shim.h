// libgit2, from Debian's libgit2-dev: the Git target links it (see Package.swift).
#include <git2.h>

// git_libgit2_opts is variadic, which Swift cannot call: one wrapper per option used.

/// Reads stop re-hashing every object to check it against its id. git itself
/// does not verify on read either (that is `git fsck`'s job), and with SHA-1
/// collision detection the check is most of the cost of reading a blob.
static inline int cgit2_disable_strict_hash_verification(void) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
}
