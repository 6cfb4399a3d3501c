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
// Trees up to 16 MiB are kept, and the cache as a whole is held to 32 MiB
// (libgit2's default, 256 MiB, filled up walking a push of a thousand commits
// that each change a big folder: every version of the folder was kept). What
// planning looks up again is the tips' trees, a few at a time.
static inline int cgit2_cache_large_trees(void) {
    return git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, GIT_OBJECT_TREE, (size_t)16 << 20)
        | git_libgit2_opts(GIT_OPT_SET_CACHE_MAX_SIZE, (ssize_t)16 << 20);
}

// The id git gives a blob holding `data`: the SHA-1 (or, in a repository of
// the SHA-256 object format, the SHA-256) of "blob <size>\0" and the data,
// written to `out` (20 or 32 bytes); 1 when computed. libgit2's own SHA-1
// (git_odb_hash) detects collision attacks, which makes it about three times
// the work of OpenSSL's (linked anyway, for libssh2); libgit2 1.5 has no
// SHA-256. Used to recognise a work-tree file as a blob already trusted.
// OpenSSL's one-shot digests, not EVP: EVP fetches algorithms into global
// state that a second copy of OpenSSL in the process (Foundation's libcurl
// loads the shared one) frees again at exit.
#if __has_include(<openssl/sha.h>)
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>
#include <stdio.h>
static inline int cgit2_blob_id(const void *data, size_t size, int sha256, unsigned char *out) {
    char header[32];
    int length = snprintf(header, sizeof header, "blob %zu", size) + 1;
    if (sha256) {
        SHA256_CTX context;
        return SHA256_Init(&context) && SHA256_Update(&context, header, (size_t)length)
            && SHA256_Update(&context, data, size) && SHA256_Final(out, &context);
    }
    SHA_CTX context;
    return SHA1_Init(&context) && SHA1_Update(&context, header, (size_t)length)
        && SHA1_Update(&context, data, size) && SHA1_Final(out, &context);
}
#else
#include <string.h>
static inline int cgit2_blob_id(const void *data, size_t size, int sha256, unsigned char *out) {
    git_oid id;
    if (sha256 || git_odb_hash(&id, data, size, GIT_OBJECT_BLOB) != 0) return 0;
    memcpy(out, id.id, 20);
    return 1;
}
#endif
