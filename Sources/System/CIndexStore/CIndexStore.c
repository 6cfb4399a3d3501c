#include "CIndexStore.h"

#include <dlfcn.h>
#include <stdlib.h>

// Each entry of the table with the symbol libIndexStore exports for it, in order.
static const char *const symbolNames[] = {
    "indexstore_format_version",
    "indexstore_version",
    "indexstore_error_get_description",
    "indexstore_error_dispose",
    "indexstore_store_create",
    "indexstore_store_dispose",
    "indexstore_store_units_apply_f",
    "indexstore_unit_reader_create",
    "indexstore_unit_reader_dispose",
    "indexstore_unit_reader_get_main_file",
    "indexstore_unit_reader_get_module_name",
    "indexstore_unit_reader_get_output_file",
    "indexstore_unit_reader_get_target",
    "indexstore_unit_reader_get_modification_time",
    "indexstore_unit_reader_is_system_unit",
    "indexstore_unit_reader_dependencies_apply_f",
    "indexstore_unit_dependency_get_kind",
    "indexstore_unit_dependency_is_system",
    "indexstore_unit_dependency_get_filepath",
    "indexstore_unit_dependency_get_modulename",
    "indexstore_unit_dependency_get_name",
    "indexstore_record_reader_create",
    "indexstore_record_reader_dispose",
    "indexstore_record_reader_occurrences_apply_f",
    "indexstore_occurrence_get_symbol",
    "indexstore_occurrence_get_roles",
    "indexstore_occurrence_get_line_col",
    "indexstore_occurrence_relations_apply_f",
    "indexstore_symbol_get_language",
    "indexstore_symbol_get_kind",
    "indexstore_symbol_get_subkind",
    "indexstore_symbol_get_properties",
    "indexstore_symbol_get_name",
    "indexstore_symbol_get_usr",
    "indexstore_symbol_relation_get_roles",
    "indexstore_symbol_relation_get_symbol",
};

// The table is a run of function pointers, one per name above.
_Static_assert(sizeof(CIndexStoreAPI) == sizeof(symbolNames) / sizeof(symbolNames[0]) * sizeof(void (*)(void)),
               "one symbol name per entry of CIndexStoreAPI");

const CIndexStoreAPI *cindexstore_load(const char *path, const char **error) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *error = dlerror();
        return NULL;
    }
    void (**table)(void) = calloc(sizeof(symbolNames) / sizeof(symbolNames[0]), sizeof(void (*)(void)));
    if (table == NULL) {
        *error = "out of memory";
        return NULL;
    }
    for (size_t index = 0; index < sizeof(symbolNames) / sizeof(symbolNames[0]); index++) {
        void *symbol = dlsym(library, symbolNames[index]);
        if (symbol == NULL) {
            *error = symbolNames[index];
            free(table);
            dlclose(library);
            return NULL;
        }
        // POSIX guarantees a data pointer from dlsym converts to a function pointer.
        table[index] = (void (*)(void))symbol;
    }
    return (const CIndexStoreAPI *)table;
}
