// The lesson's sections in reading order. The ids are the values of the URL's `view`.
import why from './why.js';
import formula from './formula.js';
import steps from './steps.js';
import matrix from './matrix.js';
import proof from './proof.js';
import rope from './rope.js';
import similarity from './similarity.js';
import input from './input.js';
import learned from './learned.js';
import train from './train.js';
import bias from './bias.js';
import extension from './extension.js';
import conventions from './conventions.js';
import practice from './practice.js';

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
