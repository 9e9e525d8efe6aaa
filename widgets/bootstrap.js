// Every table's own `_esm`: it draws with its view's joined module, which one shared widget per view holds
// (tablebook/views/front_end.py), imported once per page and per version, with its CSS put in the page once.
const LOADED = (globalThis.tablebookViews ??= new Map()); // "view.js#hash" → the promise of that module

/** The view's module (imported on first use) and its CSS in the page. @param {any} code the shared widget */
function load(code) {
  const key = code.get("key");
  if (!LOADED.has(key)) {
    const url = URL.createObjectURL(new Blob([code.get("esm")], { type: "text/javascript" }));
    LOADED.set(key, import(url).finally(() => URL.revokeObjectURL(url)));
  }
  const id = `tablebook-${key.split("#")[0]}`; // one <style> per view: a new version replaces its text
  const style = document.getElementById(id) ?? document.head.appendChild(Object.assign(document.createElement("style"), { id }));
  if (style.dataset.key !== key) {
    style.textContent = code.get("css");
    style.dataset.key = key;
  }
  return LOADED.get(key);
}

/** @param {{model: any, el: HTMLElement}} ctx */
async function render({ model, el }) {
  const code = await model.widget_manager.get_model(model.get("_front_end_module").slice("IPY_MODEL_".length));
  let drawn = 0;
  let close = () => {};
  const draw = async () => {
    const mine = ++drawn;
    const view = (await load(code)).default;
    if (mine !== drawn) return; // closed, or a newer version arrived meanwhile
    close();
    el.replaceChildren();
    close = (await view.render({ model, el })) ?? (() => {});
  };
  code.on("change:key", draw); // hot reload: a new version of the view's files
  await draw();
  return () => {
    drawn++;
    code.off("change:key", draw);
    close();
  };
}

export default { render };
