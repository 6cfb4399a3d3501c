// libgit2, from Debian's libgit2-dev (found through pkg-config).
#include <git2.h>
