// cmark-gfm, the reference CommonMark engine with GitHub's extensions (tables,
// strikethrough, autolinks), from Debian's libcmark-gfm-dev and
// libcmark-gfm-extensions-dev. The extensions library ships no .pc file, so the
// module map links it by name.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
