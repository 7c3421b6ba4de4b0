import ScenePivot
import ScenePivotHeadless
import Testing

@Suite("SceneBuilder")
struct SceneBuilderTests {
    @Test @MainActor func registeredFactoryBuildsTheScene() throws {
        let builder = SceneBuilder()
        builder.register(NumberRequest.self) { request in ImmediateAnswerScene(value: request.seed * 2) }
        let scene = try builder.makeScene(for: NumberRequest(seed: 21))
        #expect(scene.logDescription == "ImmediateAnswerScene<Int>")
        #expect(builder.isRegistered(NumberRequest.self))
    }

    @Test @MainActor func laterRegistrationOverridesEarlierOne() {
        let fixture = Fixture(animation: .instant)
        let phone = HeadlessScreen("Phone detail")
        let pad = HeadlessScreen("Pad detail")
        fixture.pivot.builder.register(DetailRequest.self) { _ in .push(phone) }
        fixture.pivot.builder.register(DetailRequest.self) { _ in .present(pad, Presentation(style: .formSheet)) }
        fixture.pivot.switchScene(with: DetailRequest(title: "Trip"))
        #expect(fixture.presentedNames == ["Pad detail"])
        #expect(!fixture.stage.contains(phone))
        #expect(fixture.errors.isEmpty)
    }

    @Test @MainActor func childScopeAddsOverParentAndFallsBackToIt() {
        let fixture = Fixture(animation: .instant)
        let parent = fixture.pivot.builder
        parent.register(FlagRequest.self) { _ in ImmediateAnswerScene(value: false) }
        let childPivot = fixture.pivot.makeChildPivot()
        let child = childPivot.builder
        child.register(FlagRequest.self) { _ in ImmediateAnswerScene(value: true) }
        #expect(isSame(child.parent, parent))

        let log = Log<String>()
        childPivot.switchScene(with: FlagRequest { log.values.append("child \($0)") })
        fixture.pivot.switchScene(with: FlagRequest { log.values.append("parent \($0)") })
        childPivot.switchScene(with: DetailRequest(title: "From parent"))
        #expect(log.values == ["child true", "parent false"])
        #expect(fixture.stackNames == ["Albums", "From parent"])
        #expect(fixture.errors.isEmpty)
    }

    @Test @MainActor func unregisteringFallsBackToParentThenToUnregisteredError() throws {
        let parent = SceneBuilder()
        parent.register(NumberRequest.self) { _ in ImmediateAnswerScene(value: 1) }
        let child = parent.makeChildScope()
        child.register(NumberRequest.self) { _ in ImmediateAnswerScene(value: 2) }
        child.unregister(NumberRequest.self)
        #expect(child.isRegistered(NumberRequest.self))
        parent.unregister(NumberRequest.self)
        #expect(!child.isRegistered(NumberRequest.self))
        #expect(throws: ScenePivotError.unregisteredRequest("NumberRequest")) {
            _ = try child.makeScene(for: NumberRequest(seed: 0))
        }
    }

    @Test @MainActor func unregisteringABuiltInRestoresItsDefaultScene() throws {
        let builder = SceneBuilder()
        builder.register(ConfirmationRequest.self) { _ in ImmediateAnswerScene(value: true) }
        builder.unregister(ConfirmationRequest.self)
        let scene = try builder.makeScene(for: ConfirmationRequest(confirmTitle: "Delete"))
        #expect(scene.logDescription == "alert")
    }

    @Test @MainActor func builtInRequestsNeedNoRegistration() throws {
        let builder = SceneBuilder()
        #expect(!builder.isRegistered(TextInputRequest.self))
        #expect(try builder.makeScene(for: TextInputRequest(.albumTitle)).logDescription == "alert")
        #expect(
            try builder.makeScene(for: AlertRequest(title: "Hi", actions: [AlertAction("OK")])).logDescription
                == "alert")
        #expect(try builder.makeScene(for: ConfirmationRequest(confirmTitle: "Delete")).logDescription == "alert")
        #expect(
            try builder.makeScene(for: ChoiceRequest(choices: [.init("One", value: 1)])).logDescription
                == "action sheet")
    }

    @Test @MainActor func defaultSceneIsReportedAsDefault() throws {
        let fixture = Fixture(animation: .instant)
        let log = Log<PivotEvent>()
        let observation = fixture.pivot.observe { log.values.append($0) }
        fixture.pivot.switchScene(with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete"))
        fixture.pivot.builder.register(ConfirmationRequest.self) { _ in ImmediateAnswerScene(value: false) }
        fixture.stage.finishAnimations()
        #expect(
            log.values.contains(
                .sceneChosen(request: "ConfirmationRequest(\"Delete?\")", scene: "alert", isDefault: true)))
        observation.cancel()
        try fixture.stage.tapAction(titled: "Delete")
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlert == nil)
        #expect(fixture.errors.isEmpty)
    }

    @Test @MainActor func unregisteredRequestFailsWithItsTypeName() {
        #expect(throws: ScenePivotError.unregisteredRequest("UnregisteredRequest")) {
            _ = try SceneBuilder().makeScene(for: UnregisteredRequest())
        }
        let fixture = Fixture()
        fixture.pivot.switchScene(with: UnregisteredRequest())
        #expect(fixture.errors == [.unregisteredRequest("UnregisteredRequest")])
        #expect(fixture.stage.presentedScreens.isEmpty)
        #expect(!fixture.stage.isAnimating)
    }

    @Test @MainActor func registrationCanPickALayoutPerDevice() {
        for isPad in [false, true] {
            let fixture = Fixture(animation: .instant)
            let screen = HeadlessScreen("Trip")
            if isPad {
                fixture.pivot.builder.register(DetailRequest.self) { _ in
                    .present(screen, Presentation(style: .formSheet, embedsInNavigationStack: true))
                }
            } else {
                fixture.pivot.builder.register(DetailRequest.self) { _ in .push(screen) }
            }
            fixture.pivot.switchScene(with: DetailRequest(title: "Trip"))
            #expect(isSame(fixture.stage.topScreen, screen))
            #expect(fixture.presentedNames == (isPad ? ["NavigationStack"] : []))
            #expect(fixture.stackNames == (isPad ? ["Trip"] : ["Albums", "Trip"]))
        }
    }
}
