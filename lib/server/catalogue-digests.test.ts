import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/i18n/[file]/route";
import { catalogues } from "@/lib/i18n/catalogues";
import { catalogueUrl, registeredCatalogue } from "@/lib/i18n/catalogue-address";
import { catalogueDigest, catalogueJson } from "./catalogue-digests";
import { pseudoCatalogue } from "@/lib/i18n/pseudo";

const fetchCatalogue = (file: string) => GET(new Request(`http://muster.test/i18n/${file}`), { params: Promise.resolve({ file }) });

afterEach(() => vi.unstubAllEnvs());

describe("message catalogues by digest", () => {
  it("names every locale by its own stable digest, registered for server rendering", () => {
    const digests = Object.values(catalogues).map((c) => catalogueDigest(c));
    expect(new Set(digests).size).toBe(digests.length);
    expect(digests.every((d) => /^[\w-]{22}$/.test(d))).toBe(true);
    expect(catalogueDigest(catalogues.sv)).toBe(digests[Object.keys(catalogues).indexOf("sv")]);
    expect(registeredCatalogue(catalogueDigest(catalogues.pl))?.messages["ui.retry"]).toBe(catalogues.pl.messages["ui.retry"]);
  });

  it("serves a catalogue by its digest for a year, and nothing else", async () => {
    const digest = catalogueDigest(catalogues.ru);
    const response = await fetchCatalogue(`${digest}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = (await response.json()) as { messages: Record<string, string>; issues: Record<string, string> };
    expect(body.messages["ui.retry"]).toBe(catalogues.ru.messages["ui.retry"]);
    expect(Object.keys(body.issues).length).toBe(Object.keys(catalogues.ru.issues).length);
    expect(catalogueUrl(digest)).toBe(`/i18n/${digest}.json`);

    for (const file of ["AAAAAAAAAAAAAAAAAAAAAA.json", `${digest}.js`, `${digest}`, "..%2Fpackage.json"]) {
      const refused = await fetchCatalogue(file);
      expect(refused.status, file).toBe(404);
    }
  });

  it("serves the pseudo-locale only from a server that offers it", async () => {
    const pseudo = pseudoCatalogue(catalogues.en);
    const body = JSON.stringify({ messages: pseudo.messages, issues: pseudo.issues });
    const { createHash } = await import("node:crypto");
    const digest = createHash("sha256").update(body).digest("base64url").slice(0, 22);
    vi.stubEnv("MUSTER_PSEUDO_LOCALE", "off");
    expect(catalogueJson(digest)).toBeNull();
    vi.stubEnv("MUSTER_PSEUDO_LOCALE", "on");
    expect(catalogueJson(digest)).toBe(body);
  });
});
