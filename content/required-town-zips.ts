/**
 * The zip codes the business requires each town's page to list, so that a customer in one of them
 * finds the town's page and the zip check answers with it. Keyed by the town file's name
 * (content/towns/en/north-port.md is "north-port").
 *
 * A requirement holds while the business serves the town: when a town's file is removed, its line
 * here no longer applies. A town's file may list more zips than these, in any order, with its own
 * neighborhood names; it may not leave one of these out. content/towns.test.ts checks it.
 */
export const requiredTownZips: Readonly<Record<string, readonly string[]>> = {
  "north-port": ["34286", "34287", "34288", "34293"],
  venice: ["34285", "34293", "34275"],
  "wellen-park": ["34293"],
  "west-port": ["34287"],
  "port-charlotte": ["33952", "33953", "33981"],
  "punta-gorda": ["33950", "33955", "33980"],
  englewood: ["34223", "34224", "33946"],
  "rotonda-west": ["33947", "33946"],
  "boca-grande": ["33921"],
};
