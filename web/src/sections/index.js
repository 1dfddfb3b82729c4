// The lesson's sections in reading order. The ids are the values of the URL's `view`.
import why from './why.js';
import formula from './formula.js';
import steps from './steps.js';
import matrix from './matrix.js';
import proof from './proof.js';
import similarity from './similarity.js';
import input from './input.js';
import learned from './learned.js';
import extension from './extension.js'; // extension helper
import conventions from './conventions.js';

export const sections = [why, formula, steps, matrix, proof, similarity, input, learned, extension, conventions];
