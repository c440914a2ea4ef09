import type { RegionCatalogue } from '../../domain/profiles/settings-ports';
/**
 * Regions (provinces, Länder) of the countries the site serves, each with a few real cities and their
 * approximate coordinates (WGS84, degrees). Used for profile regions and to reverse-geocode a position
 * to the region of its nearest city.
 */
export interface City {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

export interface Region {
  readonly name: string;
  readonly cities: readonly City[];
}

const c = (name: string, lat: number, lon: number): City => ({ name, lat, lon });

const NL: readonly Region[] = [
  {
    name: 'Drenthe',
    cities: [c('Assen', 52.9925, 6.5649), c('Emmen', 52.7858, 6.8975), c('Hoogeveen', 52.7225, 6.4764), c('Meppel', 52.6958, 6.1944), c('Coevorden', 52.6608, 6.7403), c('Beilen', 52.8617, 6.5139)],
  },
  {
    name: 'Flevoland',
    cities: [c('Almere', 52.3508, 5.2647), c('Lelystad', 52.5185, 5.4714), c('Dronten', 52.525, 5.7181), c('Emmeloord', 52.7108, 5.7481), c('Zeewolde', 52.33, 5.5417), c('Urk', 52.6617, 5.6014)],
  },
  {
    name: 'Friesland',
    cities: [c('Leeuwarden', 53.2012, 5.7999), c('Sneek', 53.0325, 5.6583), c('Heerenveen', 52.9594, 5.9194), c('Drachten', 53.105, 6.0986), c('Harlingen', 53.1747, 5.4236), c('Franeker', 53.1867, 5.5408), c('Dokkum', 53.3264, 5.9989)],
  },
  {
    name: 'Gelderland',
    cities: [c('Arnhem', 51.9851, 5.8987), c('Nijmegen', 51.8126, 5.8372), c('Apeldoorn', 52.2112, 5.9699), c('Ede', 52.0402, 5.6649), c('Zutphen', 52.1383, 6.2014), c('Doetinchem', 51.965, 6.2889), c('Harderwijk', 52.3417, 5.6206), c('Tiel', 51.8867, 5.4292)],
  },
  {
    name: 'Groningen',
    cities: [c('Groningen', 53.2194, 6.5665), c('Delfzijl', 53.33, 6.9181), c('Veendam', 53.1067, 6.8792), c('Hoogezand', 53.1617, 6.7617), c('Winschoten', 53.1444, 7.0347), c('Stadskanaal', 52.9897, 6.9508)],
  },
  {
    name: 'Limburg',
    cities: [c('Maastricht', 50.8514, 5.691), c('Venlo', 51.3704, 6.1724), c('Heerlen', 50.8882, 5.9795), c('Sittard', 51.0, 5.8694), c('Roermond', 51.1942, 5.987), c('Weert', 51.2517, 5.7069), c('Kerkrade', 50.8658, 6.0625)],
  },
  {
    name: 'Noord-Brabant',
    cities: [c('Eindhoven', 51.4416, 5.4697), c('Tilburg', 51.5555, 5.0913), c('Breda', 51.5719, 4.7683), c("'s-Hertogenbosch", 51.6978, 5.3037), c('Helmond', 51.4817, 5.6611), c('Oss', 51.765, 5.5181), c('Roosendaal', 51.5308, 4.4653), c('Bergen op Zoom', 51.495, 4.2917)],
  },
  {
    name: 'Noord-Holland',
    cities: [c('Amsterdam', 52.3676, 4.9041), c('Haarlem', 52.3874, 4.6462), c('Alkmaar', 52.6324, 4.7534), c('Zaandam', 52.442, 4.8292), c('Hilversum', 52.2292, 5.1669), c('Hoorn', 52.6425, 5.0597), c('Den Helder', 52.9563, 4.7601), c('Purmerend', 52.505, 4.9597)],
  },
  {
    name: 'Overijssel',
    cities: [c('Zwolle', 52.5168, 6.083), c('Enschede', 52.2215, 6.8937), c('Deventer', 52.255, 6.1639), c('Hengelo', 52.2658, 6.7931), c('Almelo', 52.3567, 6.6625), c('Kampen', 52.555, 5.9111), c('Oldenzaal', 52.3133, 6.9286)],
  },
  {
    name: 'Utrecht',
    cities: [c('Utrecht', 52.0907, 5.1214), c('Amersfoort', 52.1561, 5.3878), c('Veenendaal', 52.0286, 5.5589), c('Nieuwegein', 52.0292, 5.0806), c('Zeist', 52.0894, 5.2331), c('Houten', 52.0283, 5.1681), c('Woerden', 52.0853, 4.8833)],
  },
  {
    name: 'Zeeland',
    cities: [c('Middelburg', 51.4988, 3.6136), c('Vlissingen', 51.4425, 3.5736), c('Goes', 51.5042, 3.8889), c('Terneuzen', 51.3358, 3.8278), c('Zierikzee', 51.65, 3.9167), c('Hulst', 51.28, 4.0528)],
  },
  {
    name: 'Zuid-Holland',
    cities: [c('Rotterdam', 51.9244, 4.4777), c('Den Haag', 52.0705, 4.3007), c('Leiden', 52.1601, 4.497), c('Dordrecht', 51.8133, 4.6901), c('Delft', 52.0116, 4.3571), c('Zoetermeer', 52.0575, 4.4931), c('Gouda', 52.0115, 4.7105), c('Schiedam', 51.9192, 4.3994)],
  },
];

const BE: readonly Region[] = [
  {
    name: 'Antwerpen',
    cities: [c('Antwerpen', 51.2194, 4.4025), c('Mechelen', 51.0259, 4.4776), c('Turnhout', 51.3227, 4.9447), c('Lier', 51.1313, 4.5704), c('Mol', 51.1911, 5.1166), c('Geel', 51.1653, 4.9894), c('Herentals', 51.1766, 4.8325)],
  },
  {
    name: 'Limburg',
    cities: [c('Hasselt', 50.9307, 5.3378), c('Genk', 50.965, 5.5008), c('Sint-Truiden', 50.8167, 5.1864), c('Tongeren', 50.7806, 5.4642), c('Beringen', 51.0494, 5.2264), c('Lommel', 51.2306, 5.3131), c('Maasmechelen', 50.9653, 5.6942)],
  },
  {
    name: 'Oost-Vlaanderen',
    cities: [c('Gent', 51.0543, 3.7174), c('Aalst', 50.9378, 4.0403), c('Sint-Niklaas', 51.1652, 4.1437), c('Dendermonde', 51.0286, 4.1014), c('Oudenaarde', 50.8453, 3.605), c('Lokeren', 51.1036, 3.9931), c('Eeklo', 51.1858, 3.5639)],
  },
  {
    name: 'West-Vlaanderen',
    cities: [c('Brugge', 51.2093, 3.2247), c('Kortrijk', 50.828, 3.2649), c('Oostende', 51.2154, 2.9287), c('Roeselare', 50.9465, 3.1228), c('Ieper', 50.8503, 2.885), c('Knokke-Heist', 51.35, 3.2667), c('Waregem', 50.8893, 3.4266)],
  },
  {
    name: 'Vlaams-Brabant',
    cities: [c('Leuven', 50.8798, 4.7005), c('Vilvoorde', 50.9281, 4.4245), c('Halle', 50.7339, 4.2342), c('Tienen', 50.8072, 4.9378), c('Aarschot', 50.9869, 4.8372), c('Zaventem', 50.8836, 4.4728), c('Diest', 50.9894, 5.0506)],
  },
  {
    name: 'Brussel',
    cities: [c('Brussel', 50.8467, 4.3525), c('Schaarbeek', 50.8676, 4.3737), c('Anderlecht', 50.8365, 4.3082), c('Elsene', 50.8275, 4.3697), c('Ukkel', 50.8017, 4.3394), c('Etterbeek', 50.8361, 4.3861), c('Sint-Jans-Molenbeek', 50.855, 4.3224)],
  },
  {
    name: 'Waals-Brabant',
    cities: [c('Waver', 50.7167, 4.6), c('Nijvel', 50.5983, 4.3286), c('Ottignies-Louvain-la-Neuve', 50.6687, 4.585), c('Waterloo', 50.7147, 4.3997), c('Tubeke', 50.6931, 4.2047), c('Eigenbrakel', 50.6839, 4.3686)],
  },
  {
    name: 'Henegouwen',
    cities: [c('Bergen', 50.4542, 3.9567), c('Charleroi', 50.4108, 4.4446), c('Doornik', 50.6056, 3.3878), c('La Louvière', 50.4803, 4.1875), c('Moeskroen', 50.7433, 3.2139), c('Aat', 50.6292, 3.7778), c('Binche', 50.4111, 4.165)],
  },
  {
    name: 'Luik',
    cities: [c('Luik', 50.6326, 5.5797), c('Verviers', 50.5897, 5.8625), c('Seraing', 50.5986, 5.5122), c('Hoei', 50.5186, 5.2394), c('Eupen', 50.6281, 6.0361), c('Spa', 50.4922, 5.8647), c('Borgworm', 50.6975, 5.2553)],
  },
  {
    name: 'Luxemburg',
    cities: [c('Aarlen', 49.6833, 5.8167), c('Marche-en-Famenne', 50.2269, 5.3442), c('Bastenaken', 50.0036, 5.7153), c('Durbuy', 50.3528, 5.4564), c('Bouillon', 49.7939, 5.0678), c('Virton', 49.5675, 5.5322), c('Neufchâteau', 49.8411, 5.4353)],
  },
  {
    name: 'Namen',
    cities: [c('Namen', 50.4669, 4.8675), c('Dinant', 50.2606, 4.9122), c('Gembloers', 50.5614, 4.6917), c('Andenne', 50.4897, 5.095), c('Ciney', 50.2944, 5.1), c('Philippeville', 50.1958, 4.5431)],
  },
];

const DE: readonly Region[] = [
  {
    name: 'Baden-Württemberg',
    cities: [c('Stuttgart', 48.7758, 9.1829), c('Karlsruhe', 49.0069, 8.4037), c('Mannheim', 49.4875, 8.466), c('Freiburg im Breisgau', 47.999, 7.8421), c('Heidelberg', 49.3988, 8.6724), c('Ulm', 48.4011, 9.9876), c('Heilbronn', 49.1427, 9.2109), c('Konstanz', 47.6603, 9.1758)],
  },
  {
    name: 'Bayern',
    cities: [c('München', 48.1351, 11.582), c('Nürnberg', 49.4521, 11.0767), c('Augsburg', 48.3705, 10.8978), c('Regensburg', 49.0134, 12.1016), c('Würzburg', 49.7913, 9.9534), c('Ingolstadt', 48.7665, 11.4258), c('Bamberg', 49.8988, 10.9028), c('Passau', 48.5667, 13.4319)],
  },
  {
    name: 'Berlin',
    cities: [c('Berlin', 52.52, 13.405), c('Spandau', 52.5369, 13.2055), c('Charlottenburg', 52.5167, 13.3041), c('Kreuzberg', 52.4986, 13.403), c('Prenzlauer Berg', 52.5389, 13.4244), c('Neukölln', 52.4811, 13.4353), c('Köpenick', 52.4453, 13.5767)],
  },
  {
    name: 'Brandenburg',
    cities: [c('Potsdam', 52.3906, 13.0645), c('Cottbus', 51.7563, 14.3329), c('Brandenburg an der Havel', 52.4125, 12.5316), c('Frankfurt (Oder)', 52.3471, 14.5506), c('Oranienburg', 52.7545, 13.2369), c('Eberswalde', 52.8333, 13.8167)],
  },
  {
    name: 'Bremen',
    cities: [c('Bremen', 53.0793, 8.8017), c('Bremerhaven', 53.5396, 8.5809), c('Vegesack', 53.1692, 8.6264), c('Hemelingen', 53.0517, 8.8733)],
  },
  {
    name: 'Hamburg',
    cities: [c('Hamburg', 53.5511, 9.9937), c('Altona', 53.5503, 9.935), c('Harburg', 53.4608, 9.9836), c('Bergedorf', 53.4883, 10.2117), c('Wandsbek', 53.5717, 10.07), c('Eimsbüttel', 53.5747, 9.9597), c('Blankenese', 53.5583, 9.8)],
  },
  {
    name: 'Hessen',
    cities: [c('Frankfurt am Main', 50.1109, 8.6821), c('Wiesbaden', 50.0782, 8.2398), c('Kassel', 51.3127, 9.4797), c('Darmstadt', 49.8728, 8.6512), c('Offenbach am Main', 50.0956, 8.7761), c('Marburg', 50.8021, 8.7667), c('Gießen', 50.5841, 8.6784), c('Fulda', 50.5558, 9.6808)],
  },
  {
    name: 'Mecklenburg-Vorpommern',
    cities: [c('Schwerin', 53.6355, 11.4012), c('Rostock', 54.0924, 12.0991), c('Stralsund', 54.3091, 13.0818), c('Greifswald', 54.0865, 13.3923), c('Neubrandenburg', 53.5568, 13.261), c('Wismar', 53.8911, 11.465)],
  },
  {
    name: 'Niedersachsen',
    cities: [c('Hannover', 52.3759, 9.732), c('Braunschweig', 52.2689, 10.5268), c('Oldenburg', 53.1435, 8.2146), c('Osnabrück', 52.2799, 8.0472), c('Göttingen', 51.5413, 9.9158), c('Wolfsburg', 52.4227, 10.7865), c('Lüneburg', 53.2464, 10.4115), c('Hildesheim', 52.1508, 9.9513)],
  },
  {
    name: 'Nordrhein-Westfalen',
    cities: [c('Köln', 50.9375, 6.9603), c('Düsseldorf', 51.2277, 6.7735), c('Dortmund', 51.5136, 7.4653), c('Essen', 51.4556, 7.0116), c('Münster', 51.9607, 7.6261), c('Bonn', 50.7374, 7.0982), c('Aachen', 50.7753, 6.0839), c('Bielefeld', 52.0302, 8.5325)],
  },
  {
    name: 'Rheinland-Pfalz',
    cities: [c('Mainz', 49.9929, 8.2473), c('Koblenz', 50.3569, 7.589), c('Trier', 49.7499, 6.6371), c('Ludwigshafen am Rhein', 49.4774, 8.4452), c('Kaiserslautern', 49.4401, 7.7491), c('Worms', 49.6341, 8.3507), c('Speyer', 49.3173, 8.4412)],
  },
  {
    name: 'Saarland',
    cities: [c('Saarbrücken', 49.2402, 6.9969), c('Neunkirchen', 49.3448, 7.1799), c('Homburg', 49.3262, 7.3387), c('Völklingen', 49.25, 6.8333), c('Saarlouis', 49.3133, 6.7517), c('St. Ingbert', 49.2775, 7.1167), c('Merzig', 49.4433, 6.6383)],
  },
  {
    name: 'Sachsen',
    cities: [c('Dresden', 51.0504, 13.7373), c('Leipzig', 51.3397, 12.3731), c('Chemnitz', 50.8278, 12.9214), c('Zwickau', 50.7189, 12.4961), c('Görlitz', 51.1528, 14.9872), c('Bautzen', 51.1814, 14.4244), c('Freiberg', 50.9119, 13.3428)],
  },
  {
    name: 'Sachsen-Anhalt',
    cities: [c('Magdeburg', 52.1205, 11.6276), c('Halle (Saale)', 51.4825, 11.9697), c('Dessau-Roßlau', 51.8354, 12.2446), c('Lutherstadt Wittenberg', 51.8667, 12.65), c('Halberstadt', 51.8958, 11.0467), c('Stendal', 52.605, 11.8594), c('Wernigerode', 51.8353, 10.7853)],
  },
  {
    name: 'Schleswig-Holstein',
    cities: [c('Kiel', 54.3233, 10.1228), c('Lübeck', 53.8655, 10.6866), c('Flensburg', 54.7937, 9.4469), c('Neumünster', 54.0737, 9.9847), c('Norderstedt', 53.6859, 10.0097), c('Husum', 54.4858, 9.0524), c('Schleswig', 54.5153, 9.5697)],
  },
  {
    name: 'Thüringen',
    cities: [c('Erfurt', 50.9848, 11.0299), c('Jena', 50.9272, 11.5892), c('Gera', 50.8806, 12.0833), c('Weimar', 50.9795, 11.3235), c('Gotha', 50.9489, 10.7018), c('Eisenach', 50.9807, 10.3152), c('Suhl', 50.6106, 10.6931)],
  },
];

export const regionData: Readonly<Record<'NL' | 'BE' | 'DE', readonly Region[]>> = { NL, BE, DE };

/** The shipped regions and cities by name: what signup and the location settings accept. */
export const regionCatalogue: RegionCatalogue = Object.fromEntries(
  Object.entries(regionData).map(([country, regions]) => [country, regions.map((r) => ({ name: r.name, cities: r.cities.map((c) => c.name) }))]),
);
