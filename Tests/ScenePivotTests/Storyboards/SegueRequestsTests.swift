import ScenePivot
import ScenePivotHeadless
import Testing

@Suite("Segue requests")
@MainActor
struct SegueRequestsTests {
    @Test func replacedSegueSendsItsRequestAndIsNotPerformed() {
        let fixture = Fixture(animation: .instant)
        let senders = Log<String>()
        let segues = SegueRequests(pivot: fixture.pivot).replace("showAlbum") { sender in
            senders.values.append(sender as? String ?? "?")
            return DetailRequest(title: "Trip")
        }
        #expect(segues.shouldPerform("showAlbum", sender: "cell 2") == false)
        #expect(senders.values == ["cell 2"], "the sender reaches the request's maker")
        #expect(fixture.stackNames == ["Albums", "Trip"])
        #expect(fixture.errors.isEmpty)
    }

    @Test func otherSeguesArePerformedAsWired() {
        let fixture = Fixture(animation: .instant)
        let segues = SegueRequests(pivot: fixture.pivot).replace("showAlbum") { _ in DetailRequest(title: "Trip") }
        #expect(segues.shouldPerform("showSettings", sender: nil) == true)
        #expect(fixture.stackNames == ["Albums"], "nothing was sent")
    }

    @Test func makerThatDeclinesNeitherPerformsNorSends() {
        let fixture = Fixture(animation: .instant)
        let segues = SegueRequests(pivot: fixture.pivot).replace("showAlbum") { _ -> DetailRequest? in nil }
        #expect(segues.shouldPerform("showAlbum", sender: nil) == false)
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func lastReplacementOfAnIdentifierCounts() {
        let fixture = Fixture(animation: .instant)
        let segues = SegueRequests(pivot: fixture.pivot)
            .replace("showAlbum") { _ in DetailRequest(title: "Old") }
            .replace("showAlbum") { _ in DetailRequest(title: "New") }
            .replace("unwindToAlbums") { _ in TransitionRequest(.pop(to: .root)) }
        #expect(segues.identifiers == ["showAlbum", "unwindToAlbums"])
        _ = segues.shouldPerform("showAlbum", sender: nil)
        #expect(fixture.stackNames == ["Albums", "New"])
        _ = segues.shouldPerform("unwindToAlbums", sender: nil)
        #expect(fixture.stackNames == ["Albums"], "an unwind segue replaced by a pop")
    }

    @Test func failureOfTheSentRequestReachesThePivotsErrorHandler() {
        let fixture = Fixture(animation: .instant)
        let segues = SegueRequests(pivot: fixture.pivot).replace("showSettings") { _ in UnregisteredRequest() }
        #expect(segues.shouldPerform("showSettings", sender: nil) == false)
        #expect(fixture.errors == [.unregisteredRequest("UnregisteredRequest")])
    }

    @Test func seguesTheAppRefusesFirstSendNothing() {
        let fixture = Fixture(animation: .instant)
        let made = Log<String>()
        let segues = SegueRequests(pivot: fixture.pivot).replace("showAlbum") { _ in
            made.values.append("showAlbum")
            return DetailRequest(title: "Trip")
        }
        let appAllows = false  // the app's own check, asked first, as in shouldPerformSegue
        #expect((appAllows && segues.shouldPerform("showAlbum", sender: nil)) == false)
        #expect(segues.replaces("showAlbum"), "asking whether it is replaced sends nothing")
        #expect(made.values.isEmpty, "the request was never made")
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func sendingWhereTheAppPerformsTheSegueItself() {
        let fixture = Fixture(animation: .instant)
        let segues = SegueRequests(pivot: fixture.pivot).replace("showAlbum") { _ in DetailRequest(title: "Trip") }
        #expect(segues.send("showSettings", sender: nil) == false, "a segue not replaced sends nothing")
        #expect(!segues.replaces("showSettings"))
        #expect(fixture.stackNames == ["Albums"])
        #expect(segues.send("showAlbum", sender: nil) == true)
        #expect(fixture.stackNames == ["Albums", "Trip"])
    }
}
