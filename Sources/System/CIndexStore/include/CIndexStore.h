// The part of the toolchain's libIndexStore C API (indexstore.h, format v5) that
// swiftlint-lite reads, as a table of function pointers filled at run time:
// the library is found in the active toolchain when `analyze` runs, so `lint`
// and the other tools never link it (a machine without it still lints).
#ifndef CINDEXSTORE_H
#define CINDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// A string the store owns (valid while its reader lives); not NUL-terminated.
typedef struct {
    const char *data;
    size_t length;
} CIndexStoreString;

typedef void *CIndexStoreOpaque;

typedef bool (*CIndexStoreNameApplier)(void *context, CIndexStoreString name);
typedef bool (*CIndexStoreItemApplier)(void *context, CIndexStoreOpaque item);

typedef struct {
    unsigned (*format_version)(void);
    unsigned (*version)(void);
    const char *(*error_get_description)(CIndexStoreOpaque error);
    void (*error_dispose)(CIndexStoreOpaque error);

    CIndexStoreOpaque (*store_create)(const char *path, CIndexStoreOpaque *error);
    void (*store_dispose)(CIndexStoreOpaque store);
    bool (*store_units_apply_f)(CIndexStoreOpaque store, unsigned sorted, void *context, CIndexStoreNameApplier applier);

    CIndexStoreOpaque (*unit_reader_create)(CIndexStoreOpaque store, const char *name, CIndexStoreOpaque *error);
    void (*unit_reader_dispose)(CIndexStoreOpaque unit);
    CIndexStoreString (*unit_reader_get_main_file)(CIndexStoreOpaque unit);
    CIndexStoreString (*unit_reader_get_module_name)(CIndexStoreOpaque unit);
    CIndexStoreString (*unit_reader_get_output_file)(CIndexStoreOpaque unit);
    CIndexStoreString (*unit_reader_get_target)(CIndexStoreOpaque unit);
    void (*unit_reader_get_modification_time)(CIndexStoreOpaque unit, int64_t *seconds, int64_t *nanoseconds);
    bool (*unit_reader_is_system_unit)(CIndexStoreOpaque unit);
    bool (*unit_reader_dependencies_apply_f)(CIndexStoreOpaque unit, void *context, CIndexStoreItemApplier applier);

    int (*unit_dependency_get_kind)(CIndexStoreOpaque dependency);
    bool (*unit_dependency_is_system)(CIndexStoreOpaque dependency);
    CIndexStoreString (*unit_dependency_get_filepath)(CIndexStoreOpaque dependency);
    CIndexStoreString (*unit_dependency_get_modulename)(CIndexStoreOpaque dependency);
    CIndexStoreString (*unit_dependency_get_name)(CIndexStoreOpaque dependency);

    CIndexStoreOpaque (*record_reader_create)(CIndexStoreOpaque store, const char *name, CIndexStoreOpaque *error);
    void (*record_reader_dispose)(CIndexStoreOpaque record);
    bool (*record_reader_occurrences_apply_f)(CIndexStoreOpaque record, void *context, CIndexStoreItemApplier applier);

    CIndexStoreOpaque (*occurrence_get_symbol)(CIndexStoreOpaque occurrence);
    uint64_t (*occurrence_get_roles)(CIndexStoreOpaque occurrence);
    void (*occurrence_get_line_col)(CIndexStoreOpaque occurrence, unsigned *line, unsigned *column);
    bool (*occurrence_relations_apply_f)(CIndexStoreOpaque occurrence, void *context, CIndexStoreItemApplier applier);

    int (*symbol_get_language)(CIndexStoreOpaque symbol);
    int (*symbol_get_kind)(CIndexStoreOpaque symbol);
    int (*symbol_get_subkind)(CIndexStoreOpaque symbol);
    uint64_t (*symbol_get_properties)(CIndexStoreOpaque symbol);
    CIndexStoreString (*symbol_get_name)(CIndexStoreOpaque symbol);
    CIndexStoreString (*symbol_get_usr)(CIndexStoreOpaque symbol);

    uint64_t (*symbol_relation_get_roles)(CIndexStoreOpaque relation);
    CIndexStoreOpaque (*symbol_relation_get_symbol)(CIndexStoreOpaque relation);
} CIndexStoreAPI;

/// Opens the library at `path` and resolves every function above. On failure
/// returns NULL and points `*error` at a message (static or dlerror's).
const CIndexStoreAPI *cindexstore_load(const char *path, const char **error);

#endif
