// The lesson's sections in reading order. The ids are the values of the URL's `view`.
import why from './why/section.js';
import formula from './formula/section.js';
import steps from './steps/section.js';
import matrix from './matrix/section.js';
import proof from './proof/section.js';
import rope from './rope/section.js';
import similarity from './similarity/section.js';
import input from './input/section.js';
import learned from './learned/section.js';
import train from './train/section.js';
import bias from './bias/section.js';
import extension from './extension/section.js';
import conventions from './conventions/section.js';
import practice from './practice/section.js';

export const sections = [
  why,
  formula,
  steps,
  matrix,
  proof,
  rope,
  similarity,
  input,
  learned,
  train,
  bias,
  extension,
  conventions,
  practice,
];
