import type { Town } from "../content/towns.ts";

/*
 * A town the owner adds, as two files she could write (content/towns/en/<slug>.md and its Spanish
 * twin in content/towns/es/): a real place beside the ones served (Osprey, by the bay north of
 * Venice), its order after every town's there is. The content drill adds it as files and
 * tests/studio/preview.spec.ts through the studio; both work out what they expect from these.
 */

/** The new town's zip, which its files list. */
export const newTownZip = "34229";
/** Its Spanish page's headline starts so (newTownSpanishFile). */
export const newTownSpanishHeadline = "Recogida de ropa en Osprey";

/** The new town's Spanish file: the same facts, its words in Spanish. */
export function newTownSpanishFile(name: string, towns: readonly Town[]): string {
  return newTownFile(name, towns)
    .replace(/serviceArea:[\s\S]*$/, "")
    .concat(`serviceArea:
  description: >-
    Casas frente a la bahía cerca de Historic Spanish Point y las calles junto al Legacy Trail:
    recogemos en el portal y devolvemos la ropa lista para el cajón.
  highlights:
    - Osprey e Historic Spanish Point
    - Cerca del parque estatal Oscar Scherer
    - "{{rush}} disponible"

page:
  headline: Recogida de ropa en Osprey, de la bahía al Legacy Trail
  lead: >-
    Aves en Oscar Scherer, kayaks en Little Sarasota Bay, bicicletas en el sendero: en Osprey hay
    mejores planes para un sábado que doblar toallas. Deje la bolsa junto a la puerta.
  description: >-
    Recogida y entrega de ropa en Osprey, FL, cerca de Historic Spanish Point y el parque estatal
    Oscar Scherer. Se la devolvemos doblada.
  reasons:
    - title: Las mañanas de remo siguen libres
      text: >-
        Salga en kayak desde la bahía mientras nuestro conductor se lleva el cesto. Los chalecos
        mojados pueden ir en la misma bolsa.
    - title: Casas antiguas, trato cuidadoso
      text: >-
        Las casas cerca de la antigua finca Webb envían sábanas, batas y edredones. Cada pedido va en
        su propia bolsa y lo atiende el mismo equipo pequeño.
    - title: Subiendo por el sendero desde Venice
      text: >-
        Nuestra ruta sigue el Legacy Trail hacia el norte desde Venice, así que las calles tranquilas
        junto al puente de Blackburn Point nos quedan de camino.
  neighborhoodsIntro: >-
    Un solo código postal cubre Osprey, desde la bahía junto a Spanish Point hasta los pinares del
    parque estatal.
  testimonial:
    name: Pat and Lou S.
    text: >-
      Recorremos el sendero cada mañana y ninguno quería pasar la tarde frente a una lavadora. La
      bolsa sale el jueves y todo vuelve el viernes, mejor doblado que como lo hacemos nosotros.
---
`);
}

/** The new town's one file: facts, its /service-areas card and its page, written for the place. */
export function newTownFile(name: string, towns: readonly Town[]): string {
  const order = Math.max(...towns.map((t) => t.order)) + 1;
  const heroOrder = Math.max(...towns.map((t) => t.heroOrder)) + 1;
  return `---
name: ${name}
county: Sarasota
order: ${order}
heroOrder: ${heroOrder}
speed: rush
geo: { latitude: 27.1961, longitude: -82.4904 }
zips:
  - zip: "${newTownZip}"
    areas: [Osprey, Historic Spanish Point, Oscar Scherer]
alsoSurrounding: true

serviceArea:
  description: >-
    Bayfront homes near Historic Spanish Point and the streets along the Legacy Trail, collected
    from the porch and brought back ready for the drawer.
  highlights:
    - Osprey and Historic Spanish Point
    - Around Oscar Scherer State Park
    - "{{rush}} service available"

page:
  headline: ${name} laundry pickup, from the bay to the Legacy Trail
  lead: >-
    Scrub-jays in Oscar Scherer, kayaks on Little Sarasota Bay, bikes on the trail: Osprey has
    better things to do on a Saturday than fold towels. Put the bag by the door.
  description: >-
    Laundry pickup and delivery in Osprey, FL, around Historic Spanish Point, Oscar Scherer State
    Park and the Blackburn Point Bridge. Returned folded.
  reasons:
    - title: Paddling mornings stay free
      text: >-
        Launch a kayak from the bayfront while our driver takes the hamper. Wet life jackets and
        damp rash guards can ride along in the same bag.
    - title: Older homes, careful handling
      text: >-
        Houses near the old Webb homestead send linens, robes and guest-room quilts. Each order is
        bagged separately and handled by the same small crew.
    - title: Up the trail from Venice
      text: >-
        Our route follows the Legacy Trail north from Venice, so the quiet streets by the Blackburn
        Point swing bridge sit right on the way.
  neighborhoodsIntro: >-
    One zip code covers Osprey, from the bayfront by Spanish Point to the pine flatwoods of the
    state park.
  testimonial:
    name: Pat and Lou S.
    text: >-
      We ride the trail every morning and neither of us wanted to spend the afternoon at a washer.
      The bag goes out Thursday and everything is back Friday, folded better than we manage.
---
`;
}

