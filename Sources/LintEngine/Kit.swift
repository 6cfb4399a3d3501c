// The rule-facing types live in the kit, which the built-in rules and a team's
// native rules share; everything that imports the engine sees them as before.
@_exported import SwiftLintLiteKit
