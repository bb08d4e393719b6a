/** A legal page as structured content: numbered sections of paragraphs and bullet lists. */
export type LegalBlock = string | { list: readonly string[] };

export type LegalSection = {
  /** The anchor of the section (kebab-case), e.g. "damage-and-loss-claims". */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  title: string;
  /** How the date is introduced: "Last updated" (terms) or "Effective" (privacy). */
  dateLabel: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The short plain-language summary shown under the title. */
  summary: string;
  sections: readonly LegalSection[];
};
