import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct BehaviorCatalogueTests {
    @Test(arguments: BehaviorKind.allCases)
    func makesTheBehaviourOfEachKind(kind: BehaviorKind) {
        let made = BehaviorCatalogue.make(BehaviorSpec(kind: kind))
        let expected: any TouchBehavior.Type =
            switch kind {
            case .pinchNaive: PinchNaive.self
            case .pinchTracked: PinchTracked.self
            case .fingerPaint: FingerPaint.self
            case .tapCounter: TapCounter.self
            case .forwardSingleTaps: ForwardSingleTaps.self
            case .swipe: Swipe.self
            case .drag: Drag.self
            case .log: Log.self
            }
        #expect(type(of: made) == expected)
    }
}
