/** How much a data file may weigh. Real BSData files are at most a few MB of XML. */
export type DataFileLimits = {
  /** Bytes of XML (after unzipping), or characters when the XML is given as a string. */
  maxXmlBytes: number;
  maxZipEntries: number;
  /** Sum of the declared unpacked sizes of every entry of a zip. */
  maxZipTotalBytes: number;
  /** Unpacked size / packed size of one entry; BSData XML packs 5 to 15 times. */
  maxCompressionRatio: number;
  /** Entries smaller than this are not held to the ratio: tiny files are harmless whatever it is. */
  ratioCheckFromBytes: number;
};

/**
 * How deep elements may nest. Real BSData nests at most about 20 elements deep; deeper input
 * is refused while it is read, before any recursion over it (the JSON reader, Prisma's JSON
 * serialiser) could overflow the stack.
 */
export const MAX_DATA_DEPTH = 100;

export const DEFAULT_LIMITS: DataFileLimits = {
  maxXmlBytes: 50 * 1024 * 1024,
  maxZipEntries: 100,
  maxZipTotalBytes: 100 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioCheckFromBytes: 1024 * 1024,
};
