// Work on the page that a reload would lose: a section says while it has some (the lab while its
// runs train or wait paused), and the language menu, which reloads the page, asks before it
// drops it (shell/locale.js).

const holders = new Set();

/** Marks `key`'s work as one a reload would lose (`busy` true) or not. */
export function setBusy(key, busy) {
  if (busy) holders.add(key);
  else holders.delete(key);
}

/** Whether any section has work a reload would lose. */
export function isBusy() {
  return holders.size > 0;
}
