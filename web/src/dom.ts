/** A tiny element builder: text is always set as text, never parsed as HTML. */
type Attrs = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>;
type Child = Node | string | null | undefined | false;

export function h(tag: string, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === "function") el.addEventListener(name.slice(2).toLowerCase(), value);
    else if (name === "class") el.className = String(value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

/** A question asked before acting: its words and one button per answer (`id`, words, action). */
export function confirmDialog(id: string, question: string, answers: [string, string, () => void, string?][]): HTMLElement {
  return h(
    "section",
    { class: "confirm", role: "alertdialog", "aria-labelledby": `${id}-question`, id: `${id}-confirm` },
    h("p", { id: `${id}-question` }, question),
    h(
      "div",
      { class: "bid-buttons" },
      answers.map(([answerId, words, act, cls]) => h("button", { type: "button", id: answerId, class: cls ?? null, onclick: act }, words)),
    ),
  );
}
