import LintEngine

// The examples of `quick_discouraged_call`, apart from its code: what
// SwiftLint's SourceKit-based rule does and does not flag, case by case.
extension QuickDiscouragedCallRule {
    static let nonTriggering: [Example] = [
        // Not a subclass of anything.
        """
        class CartTests {
            override func spec() {
                describe("cart") {
                    let cart = Cart()
                }
            }
        }
        """,
        """
        class CartSpec: QuickSpec {
            override func spec() {
                describe("cart") {
                    beforeEach {
                        let cart = Cart()
                        cart.empty()
                    }
                    justBeforeEach { store.reload() }
                    aroundEach { run in run() }
                    afterEach { store.reset() }
                    describe("checkout") {
                    }
                    context("when empty") {
                    }
                    it("starts empty") {
                        let cart = Cart()
                        expect(cart.items).to(beEmpty())
                    }
                    itBehavesLike("a container")
                    pending("sharing")
                }
            }
        }
        """,
        """
        class CartSpec: QuickSpec {
            override func spec() {
                beforeSuite { Store.prepare() }
                afterSuite { Store.tearDown() }
                xcontext("offline") {
                    afterEach { log.append(entry) }
                }
                fdescribe("online") {
                    xit("syncs") {
                        Cart().sync()
                    }
                    fit("uploads") {
                        Cart().upload()
                    }
                }
                fitBehavesLike("a container")
                xitBehavesLike("a store")
            }
        }
        """,
        // Only calls directly in the block count: not those in statements, collections, closures or local functions.
        """
        class CartSpec: QuickSpec {
            override func spec() {
                context("discounts") {
                    if isEnabled {
                        Coupon.reset()
                    }
                    for code in codes {
                        code.expire()
                    }
                    do {
                        try Cart.restore()
                    }
                    let coupons = [Coupon()]
                    let makeCart = { Cart() }
                    func makeCoupon() -> Coupon { Coupon() }
                }
            }
        }
        """,
        // `class func spec()` (Quick 7), a `spec()` that does not override, or has parameters.
        """
        class CartSpec: QuickSpec {
            override class func spec() {
                describe("cart") {
                    let cart = Cart()
                }
            }
        }
        """,
        """
        class CartSpec: QuickSpec {
            func spec() {
                describe("cart") { let cart = Cart() }
            }

            override func spec(_ world: World) {
                describe("cart") { let cart = Cart() }
            }
        }
        """,
        // Only classes at file level, not in extensions or other types.
        """
        extension CartSpec {
            override func spec() {
                describe("cart") { let cart = Cart() }
            }
        }

        enum Specs {
            class CartSpec: QuickSpec {
                override func spec() {
                    describe("cart") { let cart = Cart() }
                }
            }
        }
        """,
    ]

    static let triggering: [Example] = [
        """
        class CartSpec: QuickSpec {
            override func spec() {
                describe("cart") {
                    let cart = ↓Cart()
                }
            }
        }
        """,
        """
        class CartSpec: QuickSpec {
            override static func spec() {
                context("cart") {
                    let cart = ↓Cart()
                }
            }
        }
        """,
        """
        class CartSpec: QuickSpec {
            override func spec() {
                describe("cart") {
                    context("empty") {
                        let cart = ↓Cart()
                    }
                    context("full") {
                        let cart = ↓Cart()
                        ↓cart.fill()
                        it("holds items") {
                            let cart = Cart()
                            cart.fill()
                        }
                    }
                }
            }
        }
        """,
        """
        class CartSpec: QuickSpec {
            override func spec() {
                describe("cart") {
                    context("empty") {
                        context("after checkout") {
                            beforeEach {
                                let cart = Cart()
                                cart.checkout()
                            }
                            it("is closed") {
                            }
                            context("reopened") {
                                let cart = ↓Cart()
                            }
                        }
                    }
                }
            }
        }
        """,
        """
        class CartSpec: QuickSpec {
            override func spec() {
                sharedExamples("a container") {
                    let box = ↓Box()
                    ↓reset()
                }
            }
        }
        """,
        """
        class CartSpec: QuickSpec {
            override func spec() {
                xdescribe("cart") {
                    let cart = ↓Cart()
                }
                fdescribe("store") {
                    ↓seed()
                }
                xcontext("offline") {
                    let store = ↓Store()
                }
                fcontext("online") {
                    ↓connect()
                }
            }
        }
        """,
        // Any superclass will do.
        """
        class CartSpec: BaseSpec {
            override func spec() {
                context("cart") {
                    ↓prepare()
                }
            }
        }
        """,
        // Every call directly in the block, not the calls in its arguments.
        """
        class CartSpec: QuickSpec {
            override func spec() {
                describe("totals") {
                    let total = ↓price() + ↓tax()
                    let box = ↓Box(Item())
                    _ = try ↓load()
                    ↓store.items.first?.reset()
                }
            }
        }
        """,
        // Calls in the group's other arguments, and groups inside examples.
        """
        class CartSpec: QuickSpec {
            override func spec() {
                describe(↓title()) {
                }
                it("works") {
                    context("inside") {
                        ↓setUpWorld()
                    }
                }
            }
        }
        """,
    ]
}
