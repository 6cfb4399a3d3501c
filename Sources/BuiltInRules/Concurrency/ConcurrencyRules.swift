import LintEngine

/// Rules that catch Grand Central Dispatch and actor mistakes: deadlocks,
/// barriers that do nothing, unbalanced groups.
let concurrencyRules: [any Rule.Type] = [
    MainSyncDeadlockRule.self,
    SyncOnCurrentQueueRule.self,
    BarrierOnGlobalQueueRule.self,
    UnbalancedDispatchGroupRule.self,
    SemaphoreWaitOnMainRule.self,
    UIWorkOffMainRule.self,
    WeakSelfInStoredClosureRule.self,
]
