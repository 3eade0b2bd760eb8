/**
 * Every saxes parser in Muster comes from here, so that all have one hidden class. saxes's
 * `on()` adds a handler property to the parser, with a computed name, for each event listened
 * to. Parsers listening to different events therefore have different shapes, and V8's code for
 * saxes's hot loop must handle every shape a process has made: after parsers with five
 * different handler sets had run, every parse took about five times as long. And a parser given
 * more than seven handlers that way falls back to dictionary properties (6x slower). Here every
 * handler property is created by name in the constructor, in one order.
 */
import { EVENTS, SaxesParser, type EventName, type EventNameToHandler } from "saxes";

/** Namespaces off and positions on, in every parser, for the same reason. */
type PlainOptions = Record<string, never>;
export type SaxHandlers = { [N in EventName]?: EventNameToHandler<PlainOptions, N> };

export class SaxParser extends SaxesParser<PlainOptions> {
  constructor(handlers: SaxHandlers) {
    super({});
    // saxes's handler properties, private in its types. Each is written by name: written
    // through computed keys, more than seven would turn the parser into a dictionary.
    const slots = this as unknown as Record<string, undefined>;
    slots.xmldeclHandler = undefined;
    slots.textHandler = undefined;
    slots.piHandler = undefined;
    slots.doctypeHandler = undefined;
    slots.commentHandler = undefined;
    slots.openTagStartHandler = undefined;
    slots.openTagHandler = undefined;
    slots.closeTagHandler = undefined;
    slots.cdataHandler = undefined;
    slots.errorHandler = undefined;
    slots.endHandler = undefined;
    slots.readyHandler = undefined;
    slots.attributeHandler = undefined;
    for (const event of EVENTS) {
      const handler = handlers[event];
      if (handler !== undefined) this.on(event, handler as EventNameToHandler<PlainOptions, typeof event>);
    }
  }
}

export function createSaxParser(handlers: SaxHandlers): SaxParser {
  return new SaxParser(handlers);
}
