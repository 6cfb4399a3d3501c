// libgit2, from Debian's libgit2-dev: the Git target links it (see Package.swift).
#include <git2.h>

// git_libgit2_opts is variadic, which Swift cannot call: one wrapper per option used.

/// Reads stop re-hashing every object to check it against its id. git itself
/// does not verify on read either (that is `git fsck`'s job), and with SHA-1
/// collision detection the check is most of the cost of reading a blob.
static inline int cgit2_disable_strict_hash_verification(void) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
}

// libgit2 keeps parsed trees in its object cache only up to 4 KiB by default,
// so a folder of thousands of files was inflated and parsed again for every
// file looked up in it: planning a push was quadratic in files per folder.
// Trees up to 64 MiB are kept (the cache as a whole stays bounded, 256 MiB).
static inline int cgit2_cache_large_trees(void) {
    return git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, GIT_OBJECT_TREE, (size_t)64 << 20);
}

// The id git gives a blob holding `data`: SHA-1 of "blob <size>\0" and the data.
// libgit2's own (git_odb_hash) detects SHA-1 collision attacks, which makes it
// about three times the work of OpenSSL's SHA-1 (linked anyway, for libssh2).
// Used to recognise a work-tree file as a blob already trusted.
#if __has_include(<openssl/sha.h>)
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>
#include <stdio.h>
static inline void cgit2_blob_id(const void *data, size_t size, git_oid *out) {
    char header[32];
    int length = snprintf(header, sizeof header, "blob %zu", size) + 1;
    SHA_CTX context;
    SHA1_Init(&context);
    SHA1_Update(&context, header, (size_t)length);
    SHA1_Update(&context, data, size);
    SHA1_Final(out->id, &context);
}
#else
static inline void cgit2_blob_id(const void *data, size_t size, git_oid *out) {
    git_odb_hash(out, data, size, GIT_OBJECT_BLOB);
}
#endif
