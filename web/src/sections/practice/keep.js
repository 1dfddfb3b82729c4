// "Keep my answers on this device" and "Forget my progress": the student's choice of where the
// set's record is kept (practice/progress.js keeps it).

import { el } from '../../kit/dom.js';
import { saveProgress } from './set-view.js';

/** "Keep my answers on this device" and "Forget my progress". */
export function buildProgress(slot, view) {
  const { progress } = view;
  const keep = el('input', { type: 'checkbox', id: 'practice-keep', className: 'practice-keep-box' });
  keep.checked = progress.optedIn();
  keep.disabled = !progress.available;
  const forget = el('button', { type: 'button', className: 'button-quiet', text: 'Forget my progress' });
  const progressNote = el('p', { className: 'practice-note', attrs: { role: 'status' } });
  slot.append(
    el(
      'div',
      { className: 'practice-progress' },
      el(
        'label',
        { className: 'practice-keep', htmlFor: keep.id },
        keep,
        el('span', { text: 'Keep my answers on this device' }),
      ),
      el('p', {
        className: 'control-hint',
        text: progress.available
          ? 'Off unless you tick it. Your answers are then kept in this browser only (its local storage), never sent anywhere, and come back when you open the same set again. Until you close this tab, they are kept in it either way, so a reload keeps them.'
          : 'This browser does not let the page keep anything here, so your answers last until you leave the page.',
      }),
      el('p', {}, forget),
      progressNote,
    ),
  );
  keep.addEventListener('change', () => {
    if (keep.checked) {
      keep.checked = progress.optIn();
      if (keep.checked) saveProgress(view);
      progressNote.textContent = keep.checked
        ? 'Your answers are kept on this device.'
        : 'This browser refused to keep anything.';
    } else {
      progress.forget();
      progressNote.textContent = 'Nothing is kept on this device now.';
    }
  });
  forget.addEventListener('click', () => {
    progress.forget();
    keep.checked = false;
    progressNote.textContent = 'Your progress was forgotten: nothing is kept on this device.';
  });
}
