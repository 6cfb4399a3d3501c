import LintEngine

/// Rules that find likely bugs and broken commands.
let lintRules: [any Rule.Type] = [
    SuperfluousDisableCommandRule.self,
    SyntaxErrorRule.self,
    BlanketDisableCommandRule.self,
    ClassDelegateProtocolRule.self,
    CompilerProtocolInitRule.self,
    DeploymentTargetRule.self,
    DiscouragedDirectInitRule.self,
    DuplicateEnumCasesRule.self,
    DuplicatedKeyInDictionaryLiteralRule.self,
    DynamicInlineRule.self,
    InvalidSwiftLintCommandRule.self,
    NotificationCenterDetachmentRule.self,
    NSNumberInitAsFunctionReferenceRule.self,
    NSObjectPreferIsEqualRule.self,
    OrphanedDocCommentRule.self,
    PrivateUnitTestRule.self,
    RedundantSendableRule.self,
    SelfInPropertyInitializationRule.self,
    UnneededOverrideRule.self,
    UnusedControlFlowLabelRule.self,
    UnusedSetterValueRule.self,
    ValidIBInspectableRule.self,
]
