import FluidCanvas
import FluidCore

/// A place the browser lists: what its row and its card show.
public struct Place: Hashable, Sendable {
    public var name: String
    public var category: String
    /// Distance from the person (km).
    public var distance: Double
    /// One to three lines about it; the row and the card grow with them.
    public var notes: [String]
    /// The Material Design icon and colour of its pin and row.
    public var icon: String
    public var color: Color
    /// Where its pin sits on the map, as fractions of the map's width and height.
    public var pin: (x: Double, y: Double)
    /// How many photos its card's carousel holds.
    public var photoCount: Int
    /// What its photos show.
    public var photos: PlacePhoto

    public static func == (a: Place, b: Place) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The sample places, deterministic for replays and golden frames.
    public static let samples: [Place] = [
        Place(
            name: "Harbour Bakery", category: "Bakery", distance: 0.3, notes: ["Sourdough from 7 am"],
            icon: "bread-slice", color: Color(hex: 0xFF9500), pin: (0.32, 0.28), photoCount: 6, photos: .bakery),
        Place(
            name: "Lighthouse Point", category: "Viewpoint", distance: 1.2,
            notes: ["Sunset over the bay", "Steep path, 20 min walk"], icon: "lighthouse",
            color: Color(hex: 0x30B0C7), pin: (0.72, 0.18), photoCount: 8, photos: .lighthouse),
        Place(
            name: "Canal Books", category: "Bookshop", distance: 0.6, notes: ["Maps and travel guides"],
            icon: "book-open-variant", color: Color(hex: 0xAF52DE), pin: (0.55, 0.42), photoCount: 4, photos: .bookshop),
        Place(
            name: "Market Hall", category: "Market", distance: 0.9,
            notes: ["Fish, cheese and flowers", "Closed on Mondays", "Cash only at some stalls"],
            icon: "storefront", color: Color(hex: 0x34C759), pin: (0.22, 0.52), photoCount: 9, photos: .market),
        Place(
            name: "Tram Museum", category: "Museum", distance: 2.4, notes: ["Rides on Sundays"],
            icon: "tram", color: Color(hex: 0xFF3B30), pin: (0.80, 0.50), photoCount: 5, photos: .tram),
        Place(
            name: "Willow Park", category: "Park", distance: 1.7, notes: ["Playground", "Boats for hire in summer"],
            icon: "tree", color: Color(hex: 0x1F7A35), pin: (0.40, 0.66), photoCount: 7, photos: .park),
        Place(
            name: "Night Noodles", category: "Restaurant", distance: 0.4, notes: ["Open until 2 am"],
            icon: "noodles", color: Color(hex: 0xFF2D55), pin: (0.62, 0.30), photoCount: 5, photos: .noodles),
        Place(
            name: "Old Observatory", category: "Landmark", distance: 3.1,
            notes: ["Telescope nights", "Book ahead", "Wheelchair access by the east door"],
            icon: "telescope", color: Color(hex: 0x5856D6), pin: (0.15, 0.20), photoCount: 6, photos: .observatory),
        Place(
            name: "Riverside Pool", category: "Swimming", distance: 2.0, notes: ["Heated outdoor pool"],
            icon: "pool", color: Color(hex: 0x007AFF), pin: (0.86, 0.70), photoCount: 4, photos: .pool),
        Place(
            name: "Corner Café", category: "Café", distance: 0.2, notes: ["Quiet upstairs room", "Good Wi-Fi"],
            icon: "coffee", color: Color(hex: 0x8E6E53), pin: (0.48, 0.22), photoCount: 5, photos: .cafe),
        Place(
            name: "Ferry Terminal", category: "Transport", distance: 1.0, notes: ["Boats every 20 min"],
            icon: "ferry", color: Color(hex: 0x0A84FF), pin: (0.68, 0.62), photoCount: 3, photos: .ferry),
        Place(
            name: "Hill Vineyard", category: "Winery", distance: 5.6,
            notes: ["Tastings at 4 pm", "Bus 12 to the gate"], icon: "glass-wine",
            color: Color(hex: 0x8E2D55), pin: (0.28, 0.80), photoCount: 8, photos: .vineyard)
    ]
}
