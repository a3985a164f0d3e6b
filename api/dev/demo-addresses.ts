/**
 * The local OneMap server's addresses: real Singapore addresses, as OneMap's register writes them
 * (capitals, "NIL" for a part an address does not have). The demo applicant's home (api/src/db/seed.ts),
 * the example in OneMap's own documentation, a few well-known public buildings, one building with
 * several places in it (one address), and one postal code with two buildings (the applicant chooses).
 */
export interface OneMapPlace {
  /** What the search found: a building, or a place inside one. */
  SEARCHVAL: string;
  BLK_NO: string;
  ROAD_NAME: string;
  BUILDING: string;
  POSTAL: string;
}

export const DEMO_PLACES: readonly OneMapPlace[] = [
  // The demo applicant TAN MEI LING's home (seed.ts): an HDB block without a building name.
  { SEARCHVAL: '123 ANG MO KIO AVENUE 3 SINGAPORE 560123', BLK_NO: '123', ROAD_NAME: 'ANG MO KIO AVENUE 3', BUILDING: 'NIL', POSTAL: '560123' },
  // OneMap's documentation uses this one.
  { SEARCHVAL: '640 ROWELL ROAD SINGAPORE 200640', BLK_NO: '640', ROAD_NAME: 'ROWELL ROAD', BUILDING: 'NIL', POSTAL: '200640' },
  { SEARCHVAL: 'SUN PLAZA SPRING', BLK_NO: '400A', ROAD_NAME: 'TAMPINES STREET 41', BUILDING: 'SUN PLAZA SPRING', POSTAL: '521400' },
  { SEARCHVAL: 'NATIONAL LIBRARY BUILDING', BLK_NO: '100', ROAD_NAME: 'VICTORIA STREET', BUILDING: 'NATIONAL LIBRARY BUILDING', POSTAL: '188064' },
  // A place inside the same building: the look-up answers one address for both.
  { SEARCHVAL: 'LEE KONG CHIAN REFERENCE LIBRARY', BLK_NO: '100', ROAD_NAME: 'VICTORIA STREET', BUILDING: 'NATIONAL LIBRARY BUILDING', POSTAL: '188064' },
  { SEARCHVAL: 'NATIONAL MUSEUM OF SINGAPORE', BLK_NO: '93', ROAD_NAME: 'STAMFORD ROAD', BUILDING: 'NATIONAL MUSEUM OF SINGAPORE', POSTAL: '178897' },
  { SEARCHVAL: 'RAFFLES HOTEL', BLK_NO: '1', ROAD_NAME: 'BEACH ROAD', BUILDING: 'RAFFLES HOTEL', POSTAL: '189673' },
  { SEARCHVAL: 'SINGAPORE BOTANIC GARDENS', BLK_NO: '1', ROAD_NAME: 'CLUNY ROAD', BUILDING: 'SINGAPORE BOTANIC GARDENS', POSTAL: '259569' },
  { SEARCHVAL: 'ESPLANADE - THEATRES ON THE BAY', BLK_NO: '1', ROAD_NAME: 'ESPLANADE DRIVE', BUILDING: 'ESPLANADE - THEATRES ON THE BAY', POSTAL: '038981' },
  { SEARCHVAL: 'ONE RAFFLES QUAY', BLK_NO: '1', ROAD_NAME: 'RAFFLES QUAY', BUILDING: 'ONE RAFFLES QUAY', POSTAL: '048583' },
  { SEARCHVAL: 'THE PARAGON', BLK_NO: '290', ROAD_NAME: 'ORCHARD ROAD', BUILDING: 'THE PARAGON', POSTAL: '238859' },
  // Two buildings at one postal code.
  { SEARCHVAL: 'MARINA BAY SANDS HOTEL', BLK_NO: '10', ROAD_NAME: 'BAYFRONT AVENUE', BUILDING: 'MARINA BAY SANDS HOTEL', POSTAL: '018956' },
  { SEARCHVAL: 'SANDS EXPO AND CONVENTION CENTRE', BLK_NO: '10', ROAD_NAME: 'BAYFRONT AVENUE', BUILDING: 'SANDS EXPO AND CONVENTION CENTRE', POSTAL: '018956' },
];

/** Postal codes worth trying in development, with what they show. */
export const DEMO_POSTAL_CODES = { home: '560123', building: '188064', twoBuildings: '018956', notFound: '999999' } as const;
