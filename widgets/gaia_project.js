// The Gaia Project table view (the map and the boards are drawn in the next steps): the status line for now.
async function render({ model, el }) {
  const status = document.createElement("div");
  status.className = "tb-gp-status";
  const draw = () => (status.textContent = (model.get("model") ?? {}).status ?? "");
  model.on("change:model", draw);
  draw();
  el.appendChild(status);
  return () => model.off("change:model", draw);
}

export default { render };
