import CarouselFeed
import Foundation
import Testing

@Suite struct BadFeedCorpusTests {
    @Test func theCorpusHasAtLeastFortyFilesAndEachHasExpectations() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.badFixtures.path).sorted()
        #expect(files.count >= 40)
        #expect(files == BadFeedCorpus.fileNames)
    }

    @Test(arguments: BadFeedCorpus.fileNames)
    func theLibraryReportsEveryProblemWithItsPlace(fileName: String) throws {
        let bytes = try TestPaths.bytes(of: TestPaths.badFixtures.appendingPathComponent(fileName))
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(bytes, name: fileName) }
        let lines = error?.diagnostics.map(\.description) ?? []
        #expect(lines == BadFeedCorpus.expectations[fileName])
        #expect(error?.errors.isEmpty == false)
    }

    @Test(arguments: BadFeedCorpus.fileNames)
    func checkPrintsEveryProblemAndExits65(fileName: String) throws {
        let result = try CarouselProcess.run(["check", fileName], in: TestPaths.badFixtures)
        #expect(result.status == 65)
        let expected = BadFeedCorpus.expectations[fileName] ?? []
        #expect(Array(result.outputLines.dropLast()) == expected)
        #expect(result.outputLines.last?.hasPrefix("\(fileName): invalid (") == true)
        #expect(result.standardError.isEmpty)
    }

    @Test func checkReportsEveryFileOfTheCorpusInOneRun() throws {
        let result = try CarouselProcess.run(["check"] + BadFeedCorpus.fileNames, in: TestPaths.badFixtures)
        #expect(result.status == 65)
        let invalidSummaries = result.outputLines.filter { $0.contains(": invalid (") }
        #expect(invalidSummaries.count == BadFeedCorpus.fileNames.count)
    }
}
