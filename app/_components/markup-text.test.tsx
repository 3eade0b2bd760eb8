import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkupText } from "./markup-text";

describe("MarkupText", () => {
  it.each([
    { text: "3+", html: '<span data-testid="markup-text">3+</span>' },
    {
      text: "if the bearer is your **^^Warlord^^**, roll",
      html: '<span data-testid="markup-text">if the bearer is your <strong class="uppercase text-[0.92em] tracking-wide font-semibold font-bold">Warlord</strong>, roll</span>',
    },
    { text: "^^Infantry^^ *only*", html: '<span data-testid="markup-text"><span class="uppercase text-[0.92em] tracking-wide font-semibold">Infantry</span> <em class="italic">only</em></span>' },
    { text: "a\n**b**", html: '<span class="whitespace-pre-line" data-testid="markup-text">a\n<strong class="font-bold">b</strong></span>' },
  ])("shows $text as formatting, without its markers", ({ text, html }) => {
    expect(renderToStaticMarkup(<MarkupText text={text} />)).toBe(html);
  });
});
