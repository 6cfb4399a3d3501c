/// Every rule identifier of SwiftLint 0.65.0, the version whose configurations
/// swiftlint-lite reads: to tell a SwiftLint rule swiftlint-lite does not
/// implement (a warning, and the run goes on) from a misspelt identifier.
///
/// Data, one rule a line: `identifier<TAB>kind<TAB>former identifiers`, kind
/// being `default` (on by default), `opt-in`, `analyzer` (needs the compiler's
/// index) or `core` (part of SwiftLint itself). Taken from SwiftLint's own
/// sources: realm/SwiftLint main just after 0.65.0 (commit 1846b02d),
/// `Tests/IntegrationTests/Resources/default_rule_configurations.yml` for the
/// identifiers and kinds, checked against `BuiltInRules.swift` and each rule's
/// file for analyzer rules and former identifiers. Refresh it with each release.
public enum SwiftLintRuleCatalogue {
    /// The SwiftLint release the list comes from.
    public static let version = "0.65.0"

    public enum Kind: String, Sendable {
        case `default`, optIn = "opt-in", analyzer, core
    }

    public struct Entry: Sendable {
        public let identifier: String
        public let kind: Kind
        public let formerIdentifiers: [String]
    }

    /// The rules by identifier and by former identifier.
    public static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(320)
        // Split as bytes: splitting by characters (grapheme clusters) took most of the time.
        func split(_ text: Substring.UTF8View, at separator: Unicode.Scalar) -> [String] {
            text.split(separator: UInt8(ascii: separator), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
        for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = split(line, at: "\t")
            guard fields.count >= 2, let kind = Kind(rawValue: fields[1]) else { continue }
            let former = fields.count > 2 ? split(Substring(fields[2]).utf8, at: ",") : []
            let entry = Entry(identifier: fields[0], kind: kind, formerIdentifiers: former)
            for name in [entry.identifier] + former { entries[name] = entry }
        }
        return entries
    }()

    /// Current identifiers, sorted.
    public static var identifiers: [String] {
        Set(entries.values.map(\.identifier)).sorted()
    }
}

extension SwiftLintRuleCatalogue {
    // The data, apart from the code that reads it.
    fileprivate static let table = """
        accessibility_label_for_image	opt-in
        accessibility_trait_for_button	opt-in
        anonymous_argument_in_multiline_closure	opt-in
        array_init	opt-in
        async_without_await	opt-in
        attribute_name_spacing	default
        attributes	opt-in
        balanced_xctest_lifecycle	opt-in
        blanket_disable_command	default
        block_based_kvo	default
        capture_variable	analyzer
        class_delegate_protocol	default
        closing_brace	default
        closure_body_length	opt-in
        closure_end_indentation	opt-in
        closure_parameter_position	default
        closure_spacing	opt-in
        collection_alignment	opt-in
        colon	default
        comma	default
        comma_inheritance	opt-in
        comment_spacing	default
        compiler_protocol_init	default
        computed_accessors_order	default
        conditional_returns_on_newline	opt-in
        contains_over_filter_count	opt-in
        contains_over_filter_is_empty	opt-in
        contains_over_first_not_nil	opt-in
        contains_over_range_nil_comparison	opt-in
        contrasted_opening_brace	opt-in
        control_statement	default
        convenience_type	opt-in
        custom_rules	core
        cyclomatic_complexity	default
        deployment_target	default
        direct_return	opt-in
        discarded_notification_center_observer	opt-in
        discouraged_assert	opt-in
        discouraged_default_parameter	opt-in
        discouraged_direct_init	default
        discouraged_none_name	opt-in
        discouraged_object_literal	opt-in
        discouraged_optional_boolean	opt-in
        discouraged_optional_collection	opt-in
        duplicate_conditions	default
        duplicate_enum_cases	default
        duplicate_imports	default
        duplicated_key_in_dictionary_literal	default
        dynamic_inline	default
        empty_collection_literal	opt-in
        empty_count	opt-in
        empty_enum_arguments	default
        empty_parameters	default
        empty_parentheses_with_trailing_closure	default
        empty_string	opt-in
        empty_xctest_method	opt-in
        enum_case_associated_values_count	opt-in
        expiring_todo	opt-in
        explicit_acl	opt-in
        explicit_enum_raw_value	opt-in
        explicit_init	opt-in
        explicit_self	analyzer
        explicit_top_level_acl	opt-in
        explicit_type_interface	opt-in
        extension_access_modifier	opt-in
        fallthrough	opt-in
        fatal_error_message	opt-in
        file_header	opt-in
        file_length	default
        file_name	opt-in
        file_name_no_space	opt-in
        file_types_order	opt-in
        final_test_case	opt-in
        first_where	opt-in
        flatmap_over_map_reduce	opt-in
        for_where	default
        force_cast	default
        force_try	default
        force_unwrapping	opt-in
        function_body_length	default
        function_default_parameter_at_end	opt-in
        function_name_whitespace	default	operator_whitespace
        function_parameter_count	default
        generic_type_name	default
        ibinspectable_in_extension	opt-in
        identical_operands	opt-in
        identifier_name	default	variable_name
        implicit_getter	default
        implicit_optional_initialization	default	redundant_optional_initialization
        implicit_return	opt-in
        implicitly_unwrapped_optional	opt-in
        inclusive_language	default
        incompatible_concurrency_annotation	opt-in
        indentation_width	opt-in
        invalid_swiftlint_command	default
        invisible_character	default
        is_disjoint	default
        joined_default_parameter	opt-in
        large_tuple	default
        last_where	opt-in
        leading_whitespace	default
        legacy_cggeometry_functions	default
        legacy_constant	default
        legacy_constructor	default
        legacy_hashing	default
        legacy_multiple	opt-in
        legacy_nsgeometry_functions	default
        legacy_objc_type	opt-in
        legacy_random	default
        legacy_uigraphics_function	opt-in
        let_var_whitespace	opt-in
        line_length	default
        literal_expression_end_indentation	opt-in
        local_doc_comment	opt-in
        lower_acl_than_parent	opt-in
        mark	default
        missing_docs	opt-in
        modifier_order	opt-in
        multiline_arguments	opt-in
        multiline_arguments_brackets	opt-in
        multiline_call_arguments	opt-in
        multiline_function_chains	opt-in
        multiline_literal_brackets	opt-in
        multiline_parameters	opt-in
        multiline_parameters_brackets	opt-in
        multiple_closures_with_trailing_closure	default
        nesting	default
        nimble_operator	opt-in
        no_empty_block	opt-in
        no_extension_access_modifier	opt-in
        no_fallthrough_only	default
        no_grouping_extension	opt-in
        no_magic_numbers	opt-in
        no_space_in_method_call	default
        non_optional_string_data_conversion	default
        non_overridable_class_declaration	opt-in
        notification_center_detachment	default
        ns_number_init_as_function_reference	default
        nslocalizedstring_key	opt-in
        nslocalizedstring_require_bundle	opt-in
        nsobject_prefer_isequal	default
        number_separator	opt-in
        object_literal	opt-in
        one_declaration_per_file	opt-in
        opening_brace	default
        operator_usage_whitespace	opt-in
        optional_data_string_conversion	default
        optional_enum_case_matching	opt-in
        orphaned_doc_comment	default
        overridden_super_call	opt-in
        override_in_extension	opt-in
        pattern_matching_keywords	opt-in
        period_spacing	opt-in
        prefer_asset_symbols	opt-in
        prefer_condition_list	opt-in
        prefer_key_path	opt-in
        prefer_nimble	opt-in
        prefer_self_in_static_references	opt-in
        prefer_self_type_over_type_of_self	opt-in
        prefer_type_checking	default
        prefer_zero_over_explicit_init	opt-in
        prefixed_toplevel_constant	opt-in
        private_action	opt-in
        private_outlet	opt-in
        private_over_fileprivate	default
        private_subject	opt-in
        private_swiftui_state	opt-in
        private_unit_test	default
        prohibited_interface_builder	opt-in
        prohibited_super_call	opt-in
        protocol_property_accessors_order	default
        quick_discouraged_call	opt-in
        quick_discouraged_focused_test	opt-in
        quick_discouraged_pending_test	opt-in
        raw_value_for_camel_cased_codable_enum	opt-in
        reduce_boolean	default
        reduce_into	opt-in
        redundant_discardable_let	default
        redundant_final	opt-in
        redundant_nil_coalescing	opt-in
        redundant_objc_attribute	default
        redundant_self	opt-in	redundant_self_in_closure
        redundant_sendable	default
        redundant_set_access_control	default
        redundant_string_enum_value	default
        redundant_type_annotation	opt-in
        redundant_void_return	default
        required_deinit	opt-in
        required_enum_case	opt-in
        return_arrow_whitespace	default
        return_value_from_void_function	opt-in
        self_binding	opt-in
        self_in_property_initialization	default
        shorthand_argument	opt-in
        shorthand_operator	default
        shorthand_optional_binding	opt-in	if_let_shadowing
        single_test_class	opt-in
        sorted_enum_cases	opt-in
        sorted_first_last	opt-in
        sorted_imports	opt-in
        statement_position	default
        static_operator	opt-in
        static_over_final_class	default
        strict_fileprivate	opt-in
        strong_iboutlet	opt-in
        superfluous_disable_command	core
        superfluous_else	opt-in
        switch_case_alignment	default
        switch_case_on_newline	opt-in
        syntactic_sugar	default
        test_case_accessibility	opt-in
        todo	default
        toggle_bool	opt-in
        trailing_closure	opt-in
        trailing_comma	default
        trailing_newline	default
        trailing_semicolon	default
        trailing_whitespace	default
        type_body_length	default
        type_contents_order	opt-in
        type_name	default
        typesafe_array_init	analyzer
        unavailable_condition	default
        unavailable_function	opt-in
        unhandled_throwing_task	opt-in
        unneeded_break_in_switch	default
        unneeded_escaping	opt-in
        unneeded_override	default
        unneeded_parentheses_in_closure_argument	opt-in
        unneeded_synthesized_initializer	default
        unneeded_throws_rethrows	opt-in
        unowned_variable_capture	opt-in
        untyped_error_in_catch	opt-in
        unused_closure_parameter	default
        unused_control_flow_label	default
        unused_declaration	analyzer
        unused_enumerated	default
        unused_import	analyzer
        unused_optional_binding	default
        unused_parameter	opt-in
        unused_setter_value	default
        valid_ibinspectable	default
        variable_shadowing	opt-in
        vertical_parameter_alignment	default
        vertical_parameter_alignment_on_call	opt-in
        vertical_whitespace	default
        vertical_whitespace_between_cases	opt-in
        vertical_whitespace_closing_braces	opt-in
        vertical_whitespace_opening_braces	opt-in
        void_function_in_ternary	default
        void_return	default
        weak_delegate	opt-in
        xct_specific_matcher	opt-in
        xctfail_message	default
        yoda_condition	opt-in
        """
}
