// swift-tools-version: 6.0
import PackageDescription

// The layers are targets, so the compiler holds them apart (README, "Architecture"):
// the core (text → scene → simulation → records → trace writers) depends on nothing else of
// the package; the importer, teaching and checking sit on it; the language server on
// checking; pictures on teaching. `ResponderSim` gathers every layer but pictures for one
// `import`; `ResponderSimRender` is a product of its own, compiled only where it is asked for.
let package = Package(
    name: "responder-sim",
    products: [
        .library(name: "ResponderSim", targets: ["ResponderSim"]),
        .library(name: "ResponderSimRender", targets: ["ResponderSimRender"]),
        .executable(name: "responder-sim", targets: ["responder-sim"]),
    ],
    targets: [
        .target(name: "ResponderSimCore"),
        .target(name: "ResponderSimImport", dependencies: ["ResponderSimCore"]),
        .target(name: "ResponderSimTeaching", dependencies: ["ResponderSimCore"]),
        .target(name: "ResponderSimChecking", dependencies: ["ResponderSimCore"]),
        .target(name: "ResponderSimEditor", dependencies: ["ResponderSimCore", "ResponderSimChecking"]),
        .target(
            name: "ResponderSim",
            dependencies: [
                "ResponderSimCore", "ResponderSimImport", "ResponderSimTeaching", "ResponderSimChecking",
                "ResponderSimEditor",
            ]),
        .target(name: "ResponderSimRender", dependencies: ["ResponderSimCore", "ResponderSimTeaching"]),
        .target(name: "ResponderSimCLI", dependencies: ["ResponderSim", "ResponderSimRender"]),
        .executableTarget(name: "responder-sim", dependencies: ["ResponderSimCLI"]),
        .testTarget(
            name: "ResponderSimTests", dependencies: ["ResponderSim", "ResponderSimRender"],
            exclude: ["Malformed", "Import/Examples", "Import/Corpus", "Import/RecognizerFixtures"]),
        .testTarget(name: "ResponderSimCLITests", dependencies: ["ResponderSimCLI", "ResponderSim"]),
    ],
    swiftLanguageModes: [.v6]
)
