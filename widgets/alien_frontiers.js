// temporary stand-in while the real front end is written (being replaced)
export default { render({ model, el }) { el.textContent = "Alien Frontiers table"; } };
