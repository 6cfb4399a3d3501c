/// How a conversation ends.
public enum Farewell: String, CaseIterable, Sendable {
    /// Until later.
    case goodbye
    /// Until tomorrow.
    case goodNight

    /// The words said.
    public var words: String {
        switch self {
        case .goodbye: "Goodbye"
        case .goodNight: "Good night"
        }
    }
}
