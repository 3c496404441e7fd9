import Testing

@testable import ResponderSimCore

/// The run's progress alone: steps number on from 1 at their time, a step's lines add to the
/// lines so far (which order notices, N3) and to the summary's counts, and notices come out
/// by their line, then their touch.
@Suite struct RunProgressTests {
    private static func touch(_ serial: Int) -> TouchRef { TouchRef(serial: serial, name: serial) }

    @Test func countsStepsLinesAndDeliveries() {
        var progress = RunProgress()
        var record = StepRecord()
        progress.beginStep(time: 40)
        record.reset(number: progress.stepNumber, time: progress.now, kind: .touches)
        record.addDrop(DropRecord(touch: Self.touch(0), reason: .noHitView, view: nil, rule: .h1, causes: 0..<0))
        progress.countDelivery()
        progress.countUnhandled()
        progress.endStep(&record)
        progress.beginStep(time: 90)
        #expect(progress.now == 90 && progress.stepNumber == 2)
        #expect(progress.traceLines == record.lineCount && progress.traceLines == 1)
        #expect(progress.summary.steps == 2 && progress.summary[.drops] == 1)
        #expect(progress.summary.deliveries == 1 && progress.summary.unhandled == 1)
    }

    @Test func noticesComeOutByLineThenTouch() {
        var progress = RunProgress()
        progress.addNotice(Notice(code: .noBegan, responder: .application, touch: Self.touch(2), touchName: "t2"), order: 7)
        progress.addNotice(Notice(code: .neverFinished, responder: .application, touch: Self.touch(1), touchName: "t1"), order: 7)
        progress.addNotice(Notice(code: .noBegan, responder: .application, touch: Self.touch(3), touchName: "t3"), order: 2)
        #expect(progress.finishNotices().map(\.touch.serial) == [3, 1, 2])
        #expect(progress.summary.notices == 3)
    }
}
