# El Explorador de codificación posicional en español. Traducido de en.ftl (el original);
# el glosario (glossary/es.md) fija los términos del campo. Cada { $nombre } es un valor que la
# página rellena: se conservan todos.

## Términos

-site-name = Explorador de codificación posicional

## La página

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = Cómo saben los Transformers el orden de las palabras: la codificación posicional sinusoidal, calculada por un núcleo en C++/WebAssembly y explicada paso a paso.
site-tagline = Cómo sabe un Transformer el orden de las palabras: la codificación posicional sinusoidal, paso a paso.
skip-link = Saltar a la lección
contents-nav =
    .aria-label = Secciones de la lección
contents-heading = Contenido
pager-nav =
    .aria-label = Sección anterior y siguiente
site-footer = Cada número de esta página lo calcula en tu navegador un núcleo en C++ compilado a WebAssembly. No se envía nada a ningún sitio.
language-menu-label = Idioma
page-loading = Cargando el núcleo WebAssembly…
page-load-failed = No se pudo cargar el núcleo WebAssembly ({ $reason }). Comprueba la conexión y vuelve a intentarlo; esta página necesita un navegador con WebAssembly.
retry = Reintentar
section-announced = Sección { $index } de { $count }: { $title }
printed-from = Impreso desde { $link }
rounding-rule = Los números se redondean al alejarse del cero a 6 decimales (así, { $value } se imprime como { $example }), y un resultado que se redondea a cero se imprime sin signo menos.
section-loading = Cargando esta sección…

## Títulos de las secciones

title-why = ¿Por qué la posición?
title-formula = La fórmula
title-steps = Ejemplo resuelto
title-matrix = La matriz completa
title-proof = La prueba del desplazamiento relativo
title-rope = Codificación posicional rotatoria (RoPE)
title-similarity = La similitud solo depende del desfase
title-input = Sumarla a los embeddings de los tokens
title-learned = Fija frente a aprendida
title-train = Entrénalo tú
title-bias = Sesgos de posición relativa: ALiBi y T5
title-extension = Contextos más largos: interpolación, NTK y YaRN
title-conventions = Convenciones y trampas
title-practice = Práctica


## shell
# Messages of the page's shell and shared widgets (web/src/shell, web/src/kit): ids not beginning with a section's id. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-why-tokensA = Frase A
words-why-tokensB = Frase B
why-intro-recurrent = Una red recurrente lee una frase palabra por palabra, así que el orden forma parte de su manera de funcionar. Un Transformer mira todas las palabras a la vez. Eso lo hace rápido, y también significa que una capa de atención sin máscara (como en un codificador del tipo de BERT) no puede, por sí sola, distinguir «El gato persigue al ratón» de «El ratón persigue al gato».
why-intro-formula = La razón está en la fórmula de la atención. La consulta de cada palabra se compara con la clave de todas las palabras, las puntuaciones se convierten en pesos con una softmax y la salida es la mezcla ponderada de los valores:
why-intro-set = Nada en ella se refiere al lugar que ocupa una palabra. Si barajas las palabras, cada fila de { $Q }, { $K } y { $V } se mueve con su palabra, así que cada palabra obtiene exactamente la misma salida que antes, solo que en otro lugar. Sin máscara, la atención trata la frase como un **conjunto** de palabras (una bolsa), no como una secuencia.
why-intro-mask = Un decodificador (GPT, y el modelo pequeño que puedes entrenar en «Entrénalo tú mismo») añade una **máscara causal**: la palabra en la posición { $t } solo puede atender a sí misma y a las palabras anteriores, { $keys } claves en total, y cada clave posterior recibe peso 0. Eso rompe la simetría. Una palabra que se mueve ve otro conjunto de palabras, así que su salida cambia incluso sin ningún vector de posición, y una pila de capas así puede deducir las posiciones por sí misma, por ejemplo contando cuántas palabras vinieron antes: Haviv et al. (2022) entrenaron modelos de lenguaje de este modo, sin codificación posicional, y aun así aprendieron la posición. Pero la máscara no muestra el orden directamente: la salida de una palabra depende de qué palabras vienen antes, no del orden en que vienen.
why-intro-fix = La solución es sumar un vector de posición al embedding de cada palabra antes de que la atención lo vea: la entrada de la palabra en la posición { $t } pasa a ser { $sum }. Ahora la misma palabra en otra posición es otro vector, y su salida cambia.
why-demo-heading = Pruébalo: una cabeza de atención, dos órdenes de palabras
why-demo-intro = Abajo, una pequeña cabeza de atención ({ $width }, pesos aleatorios fijos) lee la frase A y la frase B, una reordenación de las mismas palabras. Para cada palabra, la tabla da la mayor diferencia entre su vector de salida en A y en B: primero solo con los embeddings de las palabras, después con la codificación sinusoidal sumada, ambas sin máscara; y por último solo con los embeddings de las palabras bajo una máscara causal.
why-outro-title = Nada que aprender
why-outro = La tabla sinusoidal { $P } no tiene parámetros: cada entrada se calcula con la fórmula de la sección siguiente. Durante el entrenamiento el gradiente llega a los embeddings de las palabras y a los pesos de la atención, pero no a { $P }, y la misma tabla sirve para frases de cualquier longitud.
why-preset-1-a = El gato persigue al ratón
why-preset-1-b = El ratón persigue al gato
why-preset-2-a = El perro muerde al hombre
why-preset-2-b = El hombre muerde al perro
why-preset-3-a = Ana llama a Luis
why-preset-3-b = Luis llama a Ana
why-sentences = { $first } { $second }
why-verdict-same-order = La frase B tiene el mismo orden que A, así que nada se mueve: prueba a intercambiar dos palabras.
why-verdict-moved =
    { $allZero ->
        [yes] Sin información de posición y sin máscara, cada palabra obtiene la misma salida en los dos órdenes (cada diferencia es { $zero }). Con la codificación sumada, «{ $token }» pasa de la posición { $from } a la { $to } y su salida cambia hasta { $difference }.
       *[no] Con la codificación sumada, «{ $token }» pasa de la posición { $from } a la { $to } y su salida cambia hasta { $difference }.
    }
why-verdict-stayed-kept = Las palabras que conservan su lugar, como «{ $token }», conservan su salida.
why-verdict-stayed-more = Las palabras que conservan su lugar también cambian: «{ $token }» (posición { $position } en ambas) cambia { $difference }, más que «{ $moved }», que sí se movió ({ $movedDifference }). Cada salida mezcla todas las palabras, y las demás se movieron.
why-verdict-stayed-less = Las palabras que conservan su lugar también cambian, «{ $token }» en { $difference }: cada salida mezcla todas las palabras, y las demás se movieron.
why-mask-kept-all = Con máscara causal y todavía sin codificación, cada palabra que se movió conserva aquí su salida ({ $zero }).
why-mask-changed = Con máscara causal y todavía sin codificación, «{ $token }» cambia hasta { $difference }: en la posición { $from } de A ve { $seenA ->
        [one] { $seenA } palabra
       *[other] { $seenA } palabras
    }, en la posición { $to } de B { $seenB ->
        [one] { $seenB } palabra
       *[other] { $seenB } palabras
    }.
why-mask-kept-first = «{ $token }» va primera en los dos órdenes y solo se ve a sí misma, así que conserva su salida ({ $zero }).
why-mask-kept-same = «{ $token }» (posición { $position } en ambas) conserva su salida ({ $zero }): las palabras anteriores son las mismas en los dos órdenes, y la máscara le dice a una palabra qué palabras vinieron antes, no en qué orden.
why-table-caption = Frase A: «{ $a }». Frase B: «{ $b }».
why-col-word = palabra
why-col-position-a = posición en A
why-col-position-b = en B
why-col-difference = diferencia de su salida, A frente a B
why-col-without-pe = sin CP
why-col-with-pe = con CP
why-col-causal = máscara causal, sin CP
# After a word that moved, in the table (the leading space is kept in quotes).
why-moved = {" "}(movida)
why-weights-off = sin codificación posicional
why-weights-on = con codificación posicional
why-weights-causal = con máscara causal, sin codificación posicional
why-weights-caption =
    { $view ->
        [on] Frase { $name }, con codificación posicional
        [causal] Frase { $name }, con máscara causal, sin codificación posicional
       *[off] Frase { $name }, sin codificación posicional
    }
why-weights-corner = consulta ↓ clave →
why-weights-region = Pesos de atención, frase { $name }
why-run = Comparar los dos órdenes
why-presets-label = Pares de frases de ejemplo
why-label-a = Frase A
why-label-b = Frase B (las mismas palabras, reordenadas)
why-hint = Las palabras se separan por los espacios y se pasan a minúsculas. Hasta 64 palabras.
why-pick = O elige un ejemplo:
why-empty = Escribe una frase en cada casilla.
why-differences-region = Diferencias de salida por palabra
why-differences-note = Las diferencias son la mayor diferencia absoluta entre los dos vectores de salida, redondeada a 6 decimales (la mitad, alejándose de cero). Los valores por debajo de 1e-15, más o menos, son ruido de redondeo en coma flotante y se escriben como { $zero }.
why-weights-heading = Los pesos de atención
why-weights-text = Cada fila es una palabra (la consulta) y muestra cuánto atiende a cada palabra (las claves); cada fila suma 1. Sin la codificación, la tabla de B tiene los mismos números que la de A, con filas y columnas reordenadas. Con ella, cambian los propios números. Bajo una máscara causal, cada clave posterior a la consulta recibe peso 0, así que cada palabra reparte su peso entre sí misma y las palabras anteriores: la primera palabra se lo da todo a sí misma.
why-weights-choice = Mostrar los pesos
why-weights-note =
    Los pesos se redondean a { $digits ->
        [one] { $digits } decimal
       *[other] { $digits } decimales
    } (la mitad, alejándose de cero); una celda más oscura es un peso mayor.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
formula-intro = El Transformer original da a cada posición un vector de { $d } números construidos con senos y cosenos. Las dimensiones van por pares: los dos miembros del par { $i } usan la misma frecuencia, uno a través de un seno y el otro a través de un coseno.
formula-symbol-pos = { $pos }: la posición del token, contada desde 0 aquí (algunos textos cuentan desde 1).
formula-symbol-d = { $d }: la anchura del modelo ({ $dModel }), la longitud de cada vector de embedding. Un { $d } impar también funciona: la última dimensión es entonces un seno sin su coseno.
formula-symbol-i = { $i }: el **índice del par**, de { $first } a { $last }. No es el índice de la dimensión: la dimensión { $j } pertenece al par { $pairOfJ }, así que las dimensiones 4 y 5 son las dos del par 2.
formula-symbol-b = { $b }: la **base**, 10 000 en el artículo original. Fija lo despacio que gira el último par.
formula-slips-title = Dos despistes frecuentes, corregidos con calma
formula-slip-exponent = Algunos textos escriben el exponente como { $jOverD }, con { $j } el índice de la dimensión. Para el seno del par { $i } (dimensión par { $even }) es el mismo número que { $exponent }, pero su coseno (dimensión { $odd }) recibe entonces el exponente { $wrongExponent }: una frecuencia más lenta que la de su propio seno, así que el par ya no comparte una frecuencia. Con { $d4 } y { $pos3 }, el segundo valor sería { $wrong } en lugar de { $right }.
formula-slip-base = Algunos textos llaman a { $b } la longitud máxima de la secuencia, { $maxLength }. No es un límite de longitud: la fórmula tiene un valor en cada posición, también en la 10 001 y en la diez millones. Lo que controla { $b } es lo despacio que gira el último par: para un { $d } par, su longitud de onda es { $last }, un factor { $factor } por debajo de { $upper }.
formula-pairs-heading = ¿A qué par pertenece cada dimensión?
formula-pairs-intro = Para el { $d } actual (cámbialo arriba), aquí tienes cada dimensión con su par y su función, en el orden intercalado del artículo.
formula-ladder-heading = Una escalera de longitudes de onda
formula-ladder-text = El par { $i } gira { $omega } radianes por posición, así que su longitud de onda es { $wavelength } posiciones. Cada par es más lento que el anterior por el mismo factor { $factor }: las longitudes de onda forman una progresión geométrica, una recta en el eje logarítmico de abajo. Van de { $first } para el par 0 a { $last } para el último par: { $lastEven } cuando { $d } es par. Eso queda por debajo de { $upper } por el factor { $factor }, muy por debajo para un { $d } pequeño. (Algunas implementaciones, entre ellas tensor2tensor, espacian los pares de modo que el último llegue exactamente a { $upper }; mira la última sección).
formula-binary-heading = Contar en binario, pero de forma suave
formula-binary-bits = Escribe las posiciones en binario y observa los bits. El bit más bajo cambia en cada paso, el siguiente cada 2 pasos, el siguiente cada 4: cada bit es una onda cuadrada el doble de lenta que la anterior, y juntos distinguen todas las posiciones.
formula-binary-sines = Los pares de senos juegan al mismo juego con ondas suaves. Cada par es más lento que el anterior por { $factor } en lugar de por 2, y un seno nunca salta, así que posiciones vecinas reciben vectores vecinos.
formula-pairs-caption = d = { $d }
formula-pairs-caption-part = d = { $d }: las primeras { $shown } de { $total } dimensiones
formula-row-dimension = dimensión { $j }
formula-row-pair = par { $i }
formula-row-function = función
formula-series-wavelength = longitud de onda del par { $i } (posiciones)
formula-series-two-pi = { $twoPi } (par 0)
formula-series-upper = { $upper } = { $value } (por encima del último par)
formula-axis-pair = índice del par { $i }
formula-axis-wavelength = longitud de onda (posiciones, escala logarítmica)
formula-ladder-label = Longitud de onda de cada par en un eje logarítmico, d = { $d }, base { $base }: una recta ascendente de { $first } (par 0) a { $last } (par { $lastPair }), por debajo de { $upper } = { $value }.
formula-ladder-label-one = Longitud de onda del único par, d = { $d }: { $first } posiciones, por debajo de { $upper } = { $value }.
formula-ladder-summary-d1 = Con d = 1 y b = { $base } no hay ningún par seno–coseno, solo un seno suelto (par 0) con longitud de onda { $first } posiciones ({ $twoPi }): no hay escalera que subir.
formula-ladder-summary-one = Con d = { $d } y b = { $base } hay 1 par, el par 0, con longitud de onda { $first } posiciones ({ $twoPi }): no hay escalera que subir.
formula-ladder-summary =
    Con d = { $d } y b = { $base } hay { $pairs } pares{ $lone ->
        [yes] , el último (par { $lastPair }) un seno suelto
       *[no] {""}
    }. La longitud de onda crece de { $first } posiciones (par 0) a { $last } (par { $lastPair }, { $lastFormula }), por debajo de { $upper } = { $value }. La longitud de onda de cada par es { $ratio } veces la del anterior ({ $ratioFormula }).
formula-col-pair = par { $i }
formula-col-exponent = exponente { $exponent }
formula-col-omega = { $omega } (radianes por posición)
formula-col-wavelength = longitud de onda (posiciones)
formula-ladder-table = Frecuencias y longitudes de onda
formula-series-bit =
    bit { $k } (cambia cada { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    })
formula-axis-bits = bits 0 (abajo) a { $top } (arriba)
formula-bits-label = Bits 0 a { $lastBit } de las posiciones 0 a { $lastPosition }, dibujados como ondas cuadradas, cada una el doble de lenta que la de abajo.
formula-series-sine = par { $i }: longitud de onda { $wavelength }
formula-axis-value = valor
formula-sines-label =
    { $pairs ->
        [one] Seno del par 0 para las posiciones 0 a { $lastPosition }, d = { $d }, base { $base }.
       *[other] Seno de los pares 0 a { $lastPair } para las posiciones 0 a { $lastPosition }, d = { $d }, base { $base }.
    }
formula-list-separator = {"; "}
formula-binary-summary = En el gráfico binario, el bit k de pos cambia cada 2^k pasos (1, 2, 4, 8). En el gráfico de senos, el seno del par i se hace más lento por un factor { $factor } de un par al siguiente (longitudes de onda { $wavelengths } posiciones), de forma suave, sin saltos.
formula-binary-summary-one = En el gráfico binario, el bit k de pos cambia cada 2^k pasos (1, 2, 4, 8). En el gráfico de senos, con d = { $d } solo hay el par 0, un seno con longitud de onda { $wavelength } posiciones: para una escalera hace falta un d mayor.
formula-col-bits = bits { $bits }
formula-col-sine = seno del par { $i }
formula-binary-table = Bits y senos, lado a lado
formula-pairs-region = Las dimensiones y sus pares
formula-bits-heading = Bits de { $pos }
formula-sines-heading = Senos de los primeros pares



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-steps-step = paso (dimensión del ejemplo resuelto)
steps-intro-walk = Es más fácil fiarse de la fórmula después de haberla calculado a mano. Elige una posición y una anchura, y recorre las dimensiones una a una: para cada una, busca su par, el exponente, el denominador, el ángulo y, por último, el seno o el coseno. La última línea es la pendiente: lo deprisa que cambia este valor cuando { $pos } crece, { $sinSlope } y { $cosSlope }.
steps-intro-start = Los valores iniciales, { $d } y { $pos }, son un ejemplo habitual de los libros: lo bastante pequeño para hacerlo en papel, con cada paso comprobado abajo.
steps-rounding-heading = El redondeo, y un pequeño despiste de algunos textos
steps-rounding-text = Algunos textos dan { $cut }. Las cifras son correctas, pero se cortaron en lugar de redondearse: { $exact }, y el quinto decimal es un 9, así que al redondear a cuatro decimales sale { $rounded }. La diferencia es mínima, pero cuando compares tus números con una tabla conviene saber qué regla usó la tabla.
steps-stage-pair = Índice del par
steps-stage-exponent = Exponente
steps-stage-denominator = Denominador
steps-stage-angle = Ángulo
steps-stage-value = Valor
steps-stage-derivative = Pendiente { $derivative }
steps-feedback-exact =
    Exacto con 6 decimales: { $stage ->
        [exponent] el exponente
        [denominator] el denominador
        [angle] el ángulo
       *[value] el valor
    } es { $truth }.
steps-feedback =
    { $verdict ->
        [very-close] Muy cerca
        [close] Cerca
       *[not-quite] No del todo
    }: dijiste { $guess }, { $stage ->
        [exponent] el exponente
        [denominator] el denominador
        [angle] el ángulo
       *[value] el valor
    } es { $truth }, una diferencia de { $difference }.
steps-sentences = { $first } { $second }
steps-hint-exponent = Usa el índice del par { $i }, no la dimensión { $j }: las dimensiones { $even } y { $odd } comparten un exponente.
steps-hint-denominator = Eleva { $b } al exponente de la línea de arriba.
steps-hint-angle = Divide { $pos } entre el denominador; { $posZero } siempre da ángulo 0.
steps-hint-small-sin = Para un ángulo { $x } pequeño, { $sin } es casi el propio { $x }.
steps-hint-small-cos = Para un ángulo { $x } pequeño, { $cos } está cerca de { $approx }.
steps-hint-past-pi = El ángulo es mayor que { $pi }, así que el valor puede ser negativo: piensa dónde cae el ángulo en la circunferencia.
steps-tex-odd = impar, así que coseno
steps-tex-even = par, así que seno
steps-tex-sine-half = mitad de senos
steps-tex-cosine-half = mitad de cosenos
steps-tex-after-value = (después del valor)
steps-latex-title =
    Positional Encoding Explorer: ejemplo resuelto, pos = { $pos }, d = { $d }, base { $base }, { $layout ->
        [concatenated] disposición concatenada.
       *[interleaved] disposición intercalada.
    }
steps-latex-rounding = Valores redondeados a 6 decimales (la mitad, alejándose de cero). Necesita { $package }.
steps-vector-title = El vector { $vector } se va llenando
steps-vector-note =
    { $shown } de { $total ->
        [one] { $total } valor calculado
       *[other] { $total } valores calculados
    }{ $window ->
        [yes] ; se muestran las dimensiones { $from } a { $to }
       *[no] {""}
    }. La dimensión actual tiene un borde grueso; un ? marca un valor aún no calculado.
steps-table-caption =
    { $layout ->
        [concatenated] { $vector } con d = { $d }, base { $base }, disposición concatenada{ $limited ->
            [yes] {" "}(primeras { $limit } dimensiones)
           *[no] {""}
        }
       *[interleaved] { $vector } con d = { $d }, base { $base }, disposición intercalada{ $limited ->
            [yes] {" "}(primeras { $limit } dimensiones)
           *[no] {""}
        }
    }
steps-col-pair = par { $i }
steps-col-function = función
steps-col-exponent = exponente { $exponent }
steps-col-denominator = denominador
steps-col-angle = ángulo
steps-col-value = valor
steps-col-slope = pendiente { $derivative }
steps-previous = ← Dimensión anterior
steps-next = Dimensión siguiente →
steps-predict-prompt = Predice primero: calcula cada número (exponente, denominador, ángulo, valor) antes de que se muestre
steps-keys = Cuando el recorrido tiene el foco, las flechas izquierda y derecha pasan de una dimensión a otra, e Inicio y Fin saltan a la primera y a la última.
steps-table-region = Todas las dimensiones
steps-table-toggle = Todas las dimensiones en una tabla
steps-compare-exact = Exacto (float64):
steps-compare-truncated = Cortado tras 4 decimales (truncado):
steps-compare-rounded-4 = Redondeado a 4 decimales:
steps-compare-rounded-6 = Redondeado a 6 decimales, como en esta página:
steps-not-a-number = Escribe un número, por ejemplo { $small } o { $negative }.
steps-revealed =
    { $stage ->
        [exponent] El exponente
        [denominator] El denominador
        [angle] El ángulo
       *[value] El valor
    } es { $value }.
steps-copy-latex = Copiar como LaTeX
steps-jump = Saltar a la dimensión { $j }
steps-jump-range = de 0 a { $max }
steps-jump-only = dimensión { $j }, la única
steps-jump-describe = dimensión { $j } (de 0 a { $max })
steps-title =
    { $only ->
        [yes] Dimensión { $j } = { $step } (la única)
       *[no] Dimensión { $j } = { $step } (de 0 a { $last })
    }
steps-where =
    Posición { $pos }, d = { $d }, base { $base }, { $layout ->
        [concatenated] disposición concatenada
       *[interleaved] disposición intercalada
    }. La dimensión { $step } pertenece al par i = { $pair } y usa { $fn ->
        [sin] el seno
       *[cos] el coseno
    }.
steps-predict-exponent = Tu predicción para el exponente { $formula }:
steps-predict-denominator = Tu predicción para el denominador { $formula }:
steps-predict-angle = Tu predicción para el ángulo { $formula }:
steps-predict-value = Tu predicción para { $formula }:
steps-predict-done =
    { $last ->
        [yes] La dimensión { $step } está completa: se muestran todos los números. Era la última dimensión.
       *[no] La dimensión { $step } está completa: se muestran todos los números. Pasa a la dimensión siguiente.
    }



## matrix
# Messages of section matrix. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

