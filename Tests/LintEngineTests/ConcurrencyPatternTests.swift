import LintEngine
import BuiltInRules
import ToolCore
import XCTest

/// The concurrency rules on realistic, tutorial-style Grand Central Dispatch
/// code: the correct patterns stay clean, and the classic mistakes are found
/// at the exact lines.
final class ConcurrencyPatternTests: XCTestCase {
    private static let rules = [
        "main_sync_deadlock", "sync_on_current_queue", "barrier_on_global_queue", "unbalanced_dispatch_group",
        "semaphore_wait_on_main", "ui_work_off_main", "weak_self_in_stored_closure",
    ]

    /// `rule@line` for each finding of the concurrency rules, in report order.
    private func findings(_ source: String) throws -> [String] {
        let yaml = "only_rules: [\(Self.rules.joined(separator: ", "))]"
        let linter = Linter(registry: .standard, configuration: try LintConfiguration.parse(yaml: yaml, registry: .standard))
        return linter.lint(source: source, path: "Example.swift").map { "\($0.ruleID)@\($0.line)" }
    }

    func testPhotoManagerWithAPrivateConcurrentQueueIsClean() throws {
        XCTAssertEqual(try findings(photoManagerWithPrivateQueue), [])
    }

    func testPhotoManagerWithBarriersOnGlobalQueuesIsFlagged() throws {
        XCTAssertEqual(try findings(photoManagerWithGlobalBarriers), [
            "barrier_on_global_queue@12",
            "barrier_on_global_queue@18",
            "barrier_on_global_queue@24",
        ])
    }

    func testDownloadGroupWithConcurrentPerformIsClean() throws {
        XCTAssertEqual(try findings(downloadGroups), [])
    }

    func testDownloadGroupMissingALeaveOnAnErrorPathIsFlagged() throws {
        XCTAssertEqual(try findings(downloadGroupMissingLeave), [
            "unbalanced_dispatch_group@10",
            "unbalanced_dispatch_group@26",
        ])
    }

    func testCancellableWorkItemIsClean() throws {
        XCTAssertEqual(try findings(cancellableWorkItem), [])
    }

    func testSemaphoresWithTimeoutsAreClean() throws {
        XCTAssertEqual(try findings(semaphoresWithTimeouts), [])
    }

    func testSemaphoreWithoutTimeoutOnMainIsFlagged() throws {
        XCTAssertEqual(try findings(semaphoreWithoutTimeoutOnMain), [
            "semaphore_wait_on_main@11",
            "semaphore_wait_on_main@17",
        ])
    }

    func testDeadlocksUIWorkOffMainAndStoredClosuresAreFlagged() throws {
        XCTAssertEqual(try findings(deadlocksAndUIWork), [
            "sync_on_current_queue@14",
            "weak_self_in_stored_closure@20",
            "main_sync_deadlock@29",
            "ui_work_off_main@33",
        ])
    }
}

/// A reader-writer photo store on a private concurrent queue: `sync` reads, barrier writes.
private let photoManagerWithPrivateQueue = """
    import UIKit

    final class PhotoManager {
        static let shared = PhotoManager()
        private init() {}

        private let concurrentPhotoQueue = DispatchQueue(
            label: "com.example.GooglyPuff.photoQueue",
            attributes: .concurrent)
        private var unsafePhotos: [Photo] = []

        var photos: [Photo] {
            var photosCopy: [Photo] = []
            concurrentPhotoQueue.sync {
                photosCopy = self.unsafePhotos
            }
            return photosCopy
        }

        func addPhoto(_ photo: Photo) {
            concurrentPhotoQueue.async(flags: .barrier) { [weak self] in
                guard let self else { return }
                self.unsafePhotos.append(photo)
                DispatchQueue.main.async { [weak self] in
                    self?.postContentAddedNotification()
                }
            }
        }

        func removeAll() {
            concurrentPhotoQueue.sync(flags: .barrier) {
                unsafePhotos.removeAll()
            }
        }
    }
    """

/// The same store with its barriers on global queues and the main queue, where they do nothing.
private let photoManagerWithGlobalBarriers = """
    final class PhotoManager {
        private let photoQueue = DispatchQueue.global(qos: .userInitiated)
        private var unsafePhotos: [Photo] = []

        var photos: [Photo] {
            var photosCopy: [Photo] = []
            photoQueue.sync { photosCopy = self.unsafePhotos }
            return photosCopy
        }

        func addPhoto(_ photo: Photo) {
            photoQueue.async(flags: .barrier) {
                self.unsafePhotos.append(photo)
            }
        }

        func removeAll() {
            DispatchQueue.global().sync(flags: .barrier) {
                self.unsafePhotos.removeAll()
            }
        }

        func reset() {
            DispatchQueue.main.async(flags: [.barrier]) {
                self.unsafePhotos = []
            }
        }
    }
    """

/// Download groups that leave on every path: a completion per item, `defer`, every `switch` case.
private let downloadGroups = """
    func downloadPhotos(withCompletion completion: BatchPhotoDownloadingCompletionClosure?) {
        DispatchQueue.global(qos: .userInitiated).async {
            var storedError: NSError?
            let downloadGroup = DispatchGroup()
            let addresses = [PhotoURLString.overlyAttachedGirlfriend, .successKid, .lotsOfFaces]
            DispatchQueue.concurrentPerform(iterations: addresses.count) { index in
                let address = addresses[index]
                guard let url = URL(string: address) else { return }
                downloadGroup.enter()
                let photo = DownloadPhoto(url: url) { _, error in
                    storedError = error
                    downloadGroup.leave()
                }
                PhotoManager.shared.addPhoto(photo)
            }
            downloadGroup.notify(queue: DispatchQueue.main) {
                completion?(storedError)
            }
        }
    }

    func downloadThumbnails(_ urls: [URL], completion: @escaping ([UIImage]) -> Void) {
        let group = DispatchGroup()
        var images: [UIImage] = []
        for url in urls {
            group.enter()
            URLSession.shared.dataTask(with: url) { data, _, _ in
                defer { group.leave() }
                guard let data, let image = UIImage(data: data) else { return }
                DispatchQueue.main.async { images.append(image) }
            }.resume()
        }
        group.notify(queue: .main) { completion(images) }
    }

    func loadAll(_ ids: [Int], completion: @escaping () -> Void) {
        let group = DispatchGroup()
        for id in ids {
            group.enter()
            api.fetch(id) { result in
                switch result {
                case .success(let item):
                    store.insert(item)
                    group.leave()
                case .failure(let error):
                    log(error)
                    group.leave()
                }
            }
        }
        group.notify(queue: .main, execute: completion)
    }
    """

/// A download group whose error path returns without leaving, and an `enter()` never left.
private let downloadGroupMissingLeave = """
    func downloadPhotos(completion: @escaping (Error?) -> Void) {
        let downloadGroup = DispatchGroup()
        var storedError: Error?
        for address in addresses {
            guard let url = URL(string: address) else { continue }
            downloadGroup.enter()
            URLSession.shared.dataTask(with: url) { data, _, error in
                if let error = error {
                    storedError = error
                    return
                }
                if let data, let image = UIImage(data: data) {
                    PhotoManager.shared.addPhoto(Photo(image: image))
                }
                downloadGroup.leave()
            }.resume()
        }
        downloadGroup.notify(queue: .main) {
            completion(storedError)
        }
    }

    func prefetch(_ urls: [URL]) {
        let group = DispatchGroup()
        for url in urls {
            group.enter()
            cache.prefetch(url)
        }
        group.wait()
    }
    """

/// A debounced search and a cancellable background blur with `DispatchWorkItem`.
private let cancellableWorkItem = """
    final class SearchViewController: UIViewController {
        private var pendingWorkItem: DispatchWorkItem?

        func searchTextDidChange(_ text: String) {
            pendingWorkItem?.cancel()
            let workItem = DispatchWorkItem { [weak self] in
                self?.performSearch(text)
            }
            pendingWorkItem = workItem
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250), execute: workItem)
        }

        func blurInBackground(_ image: UIImage) {
            var item: DispatchWorkItem?
            item = DispatchWorkItem { [weak self] in
                guard let item, !item.isCancelled else { return }
                let blurred = image.blurred()
                DispatchQueue.main.async {
                    self?.imageView.image = blurred
                    self?.spinner.isHidden = true
                }
            }
            if let item {
                DispatchQueue.global(qos: .userInitiated).async(execute: item)
            }
        }

        deinit {
            pendingWorkItem?.cancel()
        }
    }
    """

/// Semaphores waited on with timeouts, and without one only off the main thread.
private let semaphoresWithTimeouts = """
    func fetchConfiguration() -> Configuration? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: Configuration?
        loader.load { configuration in
            result = configuration
            semaphore.signal()
        }
        if semaphore.wait(timeout: .now() + 5) == .timedOut {
            return nil
        }
        return result
    }

    @MainActor
    final class SettingsViewModel {
        private let semaphore = DispatchSemaphore(value: 1)

        func save() {
            guard semaphore.wait(timeout: .now() + .milliseconds(50)) == .success else { return }
            defer { semaphore.signal() }
            store.persist()
        }

        func saveInBackground() {
            DispatchQueue.global(qos: .utility).async {
                self.semaphore.wait()
                defer { self.semaphore.signal() }
                store.persist()
            }
        }
    }
    """

/// A view controller blocking the main thread on a semaphore.
private let semaphoreWithoutTimeoutOnMain = """
    class ProfileViewController: UIViewController {
        let semaphore = DispatchSemaphore(value: 0)
        var profile: Profile?

        override func viewDidLoad() {
            super.viewDidLoad()
            api.fetchProfile { profile in
                self.profile = profile
                self.semaphore.signal()
            }
            semaphore.wait()
            render(profile)
        }

        func refresh() {
            DispatchQueue.main.async {
                _ = self.semaphore.wait(timeout: .distantFuture)
            }
        }
    }
    """

/// A serial-queue cache syncing onto itself, a stored closure holding `self`, `main.sync` in
/// `viewDidLoad`, and a table reload from a global queue.
private let deadlocksAndUIWork = """
    final class ImageCache {
        private let queue = DispatchQueue(label: "com.example.cache")
        private var images: [URL: UIImage] = [:]
        var onEvict: ((URL) -> Void)?

        func image(for url: URL) -> UIImage? {
            queue.sync { images[url] }
        }

        func store(_ image: UIImage, for url: URL) {
            queue.sync {
                images[url] = image
                if images.count > 100, let first = images.keys.first {
                    self.queue.sync { _ = images.removeValue(forKey: first) }
                }
            }
        }

        func bind() {
            onEvict = { url in
                self.images[url] = nil
            }
        }
    }

    final class GalleryViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let count = DispatchQueue.main.sync { model.count }
            DispatchQueue.global(qos: .userInitiated).async {
                let thumbnails = model.renderThumbnails()
                self.thumbnails = thumbnails
                self.collectionView.reloadData()
                DispatchQueue.main.async {
                    self.titleLabel.text = "\\(count) photos"
                }
            }
        }
    }
    """
