import DocEngine
import XCTest

final class DocEngineTests: XCTestCase {}
