// A DOM with just what the table kit and the views' panels touch, a fake anywidget model and a fake clock, so that
// node can draw a table without a browser.

/** A DOM element (HTML or SVG). */
export class FakeElement {
  constructor(tag) {
    this.tag = tag;
    this.children = [];
    this.parent = null;
    this.textContent = "";
    this.title = "";
    this.dataset = {};
    this.attributes = {};
    this.listeners = {}; // the last listener of each type
    this.handlers = {}; // every listener of each type
    this.styles = {};
    this.style = { setProperty: (k, v) => (this.styles[k] = v) };
    this.classes = new Set();
    this.offsetWidth = 0;
    this.clientWidth = 0;
    const self = this;
    this.classList = {
      add: (...c) => c.forEach((x) => self.classes.add(x)),
      remove: (...c) => c.forEach((x) => self.classes.delete(x)),
      contains: (c) => self.classes.has(c),
      toggle: (c, on = !self.classes.has(c)) => (on ? self.classes.add(c) : self.classes.delete(c), on),
    };
  }
  get className() {
    return [...this.classes].join(" ");
  }
  set className(v) {
    this.classes = new Set(String(v).split(/\s+/).filter(Boolean));
  }
  get childNodes() {
    return this.children;
  }
  appendChild(c) {
    c.parent = this;
    this.children.push(c);
    return c;
  }
  append(...cs) {
    for (const c of cs) this.appendChild(c);
  }
  replaceChildren(...cs) {
    this.children = [];
    this.append(...cs);
  }
  get parentNode() {
    return this.parent;
  }
  /** Put ``nodes`` right after this element in its parent (moving them from where they were). */
  after(...nodes) {
    for (const n of nodes) n.remove();
    const at = this.parent.children.indexOf(this) + 1;
    this.parent.children.splice(at, 0, ...nodes);
    for (const n of nodes) n.parent = this.parent;
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = null;
  }
  setAttribute(k, v) {
    this.attributes[k] = String(v);
    if (k === "class") this.className = v;
    if (k.startsWith("data-")) this.dataset[k.slice(5).replace(/-(\w)/g, (_, c) => c.toUpperCase())] = String(v);
  }
  getAttribute(k) {
    return this.attributes[k] ?? null;
  }
  addEventListener(type, cb) {
    this.listeners[type] = cb;
    (this.handlers[type] ??= []).push(cb);
  }
  /** Call every listener of ``type``, as a browser dispatching an event. */
  dispatch(type, event = {}) {
    for (const cb of this.handlers[type] ?? []) cb({ key: "", preventDefault() {}, ...event });
  }
  focus() {
    if (this.focusable === false) return; // as a browser ignores focus() on an element without a tabindex
    globalThis.document.activeElement = this;
  }
  /** every element below this one */
  all() {
    return this.children.flatMap((c) => [c, ...c.all()]);
  }
  contains(e) {
    return e === this || this.all().includes(e);
  }
  /** the selectors the kit and views build: [data-testid="k"], [data-key="k"] (either, comma-separated), .class */
  matches(selector) {
    return selector.split(",").some((one) => {
      const attr = /\[data-(testid|key)="([^"]*)"\]/.exec(one);
      if (attr) return this.dataset[attr[1]] === attr[2];
      const cls = /^\s*\.([\w-]+)\s*$/.exec(one);
      return cls ? this.classes.has(cls[1]) : false;
    });
  }
  querySelector(selector) {
    return this.all().find((e) => e.matches(selector)) ?? null;
  }
  querySelectorAll(selector) {
    return this.all().filter((e) => e.matches(selector));
  }
  /** the element below this one with data-testid ``id``, or null */
  byTestId(id) {
    return this.all().find((e) => e.dataset.testid === id) ?? null;
  }
  text() {
    return [this.textContent, ...this.children.map((c) => c.text())].filter(Boolean).join(" | ");
  }
}

/** Install the fake document (and the frame and resize hooks a view may use) on globalThis. */
export function installDocument() {
  globalThis.document = {
    createElement: (tag) => new FakeElement(tag),
    createElementNS: (_ns, tag) => new FakeElement(tag),
    activeElement: null,
    body: null,
  };
  globalThis.document.body = new FakeElement("body");
  globalThis.document.head = new FakeElement("head");
  globalThis.document.getElementById = (id) =>
    [document.head, document.body].flatMap((e) => [e, ...e.all()]).find((e) => e.id === id) ?? null;
  globalThis.document.activeElement = globalThis.document.body;
  globalThis.requestAnimationFrame ??= (cb) => (cb(), 0);
  globalThis.cancelAnimationFrame ??= () => {};
}

/** A model holding traits, recording what the view sends. */
export function fakeModel(traits) {
  const handlers = new Map();
  return {
    sent: [],
    traits,
    get: (name) => traits[name],
    send(message) {
      this.sent.push(message);
    },
    on: (event, cb) => handlers.set(event, [...(handlers.get(event) ?? []), cb]),
    off: (event, cb) => handlers.set(event, (handlers.get(event) ?? []).filter((x) => x !== cb)),
    set(name, value) {
      traits[name] = value;
      for (const cb of handlers.get(`change:${name}`) ?? []) cb();
    },
    listening: (event) => (handlers.get(event) ?? []).length,
  };
}

/** Timers that run only when told to. */
export function fakeClock() {
  const timers = new Map();
  let next = 0;
  return {
    setTimeout: (cb, ms) => (timers.set(++next, { cb, ms }), next),
    clearTimeout: (id) => timers.delete(id),
    pending: () => [...timers.values()],
    fire() {
      const due = [...timers.values()];
      timers.clear();
      for (const t of due) t.cb();
    },
  };
}
