import Observation  // unused: `analyze --fix` removes it, the build confirming

func greeting() -> String { "hi" }

func farewell() -> String { "bye" } // expect: `farewell()` is unused: nothing references it
