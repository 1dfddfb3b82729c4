// "Keep my answers on this device" and "Forget my progress": the student's choice of where the
// set's record is kept (practice/progress.js keeps it).

import { el } from '../../kit/dom.js';
import { t } from '../../kit/i18n.js';
import { saveProgress } from './set-view.js';

/** "Keep my answers on this device" and "Forget my progress". */
export function buildProgress(slot, view) {
  const { progress } = view;
  const keep = el('input', { type: 'checkbox', id: 'practice-keep', className: 'practice-keep-box' });
  keep.checked = progress.optedIn();
  keep.disabled = !progress.available;
  const forget = el('button', { type: 'button', className: 'button-quiet', text: t('practice-forget') });
  const progressNote = el('p', { className: 'practice-note', attrs: { role: 'status' } });
  slot.append(
    el(
      'div',
      { className: 'practice-progress' },
      el('label', { className: 'practice-keep', htmlFor: keep.id }, keep, el('span', { text: t('practice-keep') })),
      el('p', {
        className: 'control-hint',
        text: progress.available ? t('practice-keep-hint') : t('practice-keep-unavailable'),
      }),
      el('p', {}, forget),
      progressNote,
    ),
  );
  keep.addEventListener('change', () => {
    if (keep.checked) {
      keep.checked = progress.optIn();
      if (keep.checked) saveProgress(view);
      progressNote.textContent = keep.checked ? t('practice-kept') : t('practice-keep-refused');
    } else {
      progress.forget();
      progressNote.textContent = t('practice-kept-nothing');
    }
  });
  forget.addEventListener('click', () => {
    progress.forget();
    keep.checked = false;
    progressNote.textContent = t('practice-forgotten');
  });
}
