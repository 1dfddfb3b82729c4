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



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



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
# La narración de la sección y los ajustes del conjunto (practice.js, setup.js, keep.js, set-view.js)
practice-intro-seed = Practica con números propios. Las preguntas salen de una semilla: la misma semilla da las mismas preguntas en cualquier ordenador, así que un conjunto se puede compartir por su enlace, y "Conjunto nuevo" da números nuevos.
practice-intro-answers = Escribe un número ({ $example }; también vale con punto decimal) o una expresión como { $power }, { $half } o { $fraction }. Una respuesta que no se puede leer queda como "no entendida" y no cuenta como incorrecta. Una respuesta incorrecta que coincide con un error conocido lo nombra y enlaza con la parte de la lección que lo explica.
practice-your-set = Tu conjunto
practice-score-counts = Tu puntuación cuenta las preguntas que respondes bien por ti mismo. Una pregunta cuya respuesta has visto (con Mostrar la respuesta, con los pasos resueltos o tras tu último intento) cuenta como no acertada, y sigue así cuando se vuelve a abrir el conjunto.
practice-attempts-rule =
    { $attempts ->
        [0] Cada pregunta admite tantas respuestas comprobadas como necesites.
        [one] Cada pregunta admite una respuesta comprobada: si es incorrecta, se muestra su respuesta y la pregunta cuenta como no acertada. Una respuesta que no se puede leer no gasta ningún intento.
       *[other] Cada pregunta admite como mucho { $shown } respuestas comprobadas: cuando { $shown } son incorrectas, se muestra su respuesta y la pregunta cuenta como no acertada. Una respuesta que no se puede leer no gasta ningún intento.
    }
practice-fixed-set =
    { $count ->
        [one] Este conjunto te lo han dado tal cual: { $shown } pregunta de la semilla { $seed }, aprobado con al menos un { $pass } % de aciertos.
       *[other] Este conjunto te lo han dado tal cual: { $shown } preguntas de la semilla { $seed }, aprobado con al menos un { $pass } % de aciertos.
    }
practice-fixed-kinds-all = Tipos de pregunta: todos los tipos de la lección.
practice-fixed-kinds = Tipos de pregunta: { $titles }.
practice-kinds-list = { $first }; { $rest }
practice-kinds-legend = Tipos de pregunta, bajo la sección que los enseña
practice-choose-every-kind = Elegir todos los tipos
practice-kinds-needed = Un conjunto necesita al menos un tipo de pregunta: este sigue elegido.
practice-field-questions = Preguntas
practice-field-questions-name = El número de preguntas
practice-field-seed = Semilla
practice-field-seed-name = La semilla
practice-field-pass = Nota para aprobar (%)
practice-field-pass-name = La nota para aprobar
practice-new-set = Conjunto nuevo
practice-new-set-announce = Conjunto nuevo: semilla { $seed }.
practice-cap-note = n es { $n } (fijado en otra sección, donde cuenta posiciones); un conjunto de práctica tiene como mucho { $max } preguntas, así que este tiene { $max }.
practice-question-heading = Pregunta { $number } de { $count }
practice-score = Puntuación: { $score }
practice-score-open =
    { $open ->
        [one] { $raw } de { $max } acertadas; queda { $shown } pregunta abierta.
       *[other] { $raw } de { $max } acertadas; quedan { $shown } preguntas abiertas.
    }
practice-score-passed = { $raw } de { $max } acertadas: aprobado (la nota para aprobar es { $pass } %).
practice-score-failed = { $raw } de { $max } acertadas: no aprobado (la nota para aprobar es { $pass } %).
practice-keep = Guardar mis respuestas en este dispositivo
practice-keep-hint = Desactivado salvo que lo marques. Entonces tus respuestas se guardan solo en este navegador (su almacenamiento local), nunca se envían a ningún sitio y vuelven cuando abres el mismo conjunto. Hasta que cierres esta pestaña se guardan en ella de todos modos, así que al recargar se conservan.
practice-keep-unavailable = Este navegador no deja que la página guarde nada aquí, así que tus respuestas duran hasta que salgas de la página.
practice-forget = Olvidar mi progreso
practice-kept = Tus respuestas se guardan en este dispositivo.
practice-keep-refused = Este navegador se negó a guardar nada.
practice-kept-nothing = Ya no se guarda nada en este dispositivo.
practice-forgotten = Se olvidó tu progreso: no se guarda nada en este dispositivo.

# Una pregunta (question.js): su casilla, botones y veredictos
practice-values-note = Los pasos resueltos están { practice-worked-rounding }; una respuesta se muestra con 10 cifras significativas y se corrige con la tolerancia que indica su pregunta.
practice-worked-rounding = redondeados alejándose de cero a 6 decimales (los menores que 0,01, a 6 cifras significativas)
practice-answer-label = Tu respuesta
practice-answer-form = Escribe un número como { $example } (separador decimal “{ $sign }”) o una expresión como { $expression }.
practice-check = Comprobar
practice-give-up = Mostrar la respuesta
practice-show-steps = Mostrar los pasos resueltos
practice-steps-title = Pasos resueltos
practice-answer-line = La respuesta: { $answer }, corregida { $tolerance }.
practice-shown-give-up-head = Te has rendido.
practice-shown-give-up = La respuesta es { $answer }; los pasos están abajo. Esta pregunta cuenta como no acertada.
practice-shown-steps-head = Respuesta mostrada.
practice-shown-steps = Los pasos resueltos dan la respuesta, { $answer }, así que esta pregunta cuenta ahora como no acertada.
practice-shown-attempts-head = No quedan intentos.
practice-shown-attempts =
    { $attempts ->
        [one] Solo tenías { $shown } intento y ya lo has usado: la respuesta es { $answer } y los pasos están abajo. Esta pregunta cuenta como no acertada.
       *[other] Ese era el último de tus { $shown } intentos: la respuesta es { $answer } y los pasos están abajo. Esta pregunta cuenta como no acertada.
    }
practice-attempts-left =
    { $left ->
        [one] Te queda { $shown } intento en esta pregunta.
       *[other] Te quedan { $shown } intentos en esta pregunta.
    }
practice-too-long = La respuesta ocupa más de { $bytes } bytes, el máximo que admite esta casilla. Escribe un solo número o una expresión corta.
practice-right = Correcto.
practice-right-read = Leída como { $readAs }; la respuesta es { $answer }.
practice-not-understood = No entendida.
practice-not-understood-colon = No entendida:
practice-nothing-marked = { $message } No se ha corregido nada.
practice-nothing-marked-read = { $message } Se leyó como “{ $readAs }”. No se ha corregido nada.
practice-not-right = No es correcto.
practice-read-as = Tu respuesta se leyó como { $readAs }.
practice-mistake-lead = Coincide con un error conocido: { $name }. { $explanation }
practice-mistake-close = Casi, pero no cuenta: { $name }. { $explanation }
practice-read-about = Lee sobre ello en { $section }.
practice-new-tab = { $title } (se abre en una pestaña nueva)
practice-try-title = Prueba una
practice-try-intro = Una pregunta sobre esta sección con números propios. Escribe un número ({ $example }) o una expresión como { $power } o { $half }.
practice-try-another = Otra pregunta
practice-try-full-set = Un conjunto de práctica completo sobre { $section } →
practice-try-heading = Pregunta

# Las palabras de los ejercicios (words.js)
practice-ordinal =
    { $count ->
       *[other] { $n }.º
    }
practice-base = base { $base }
practice-question = { $question } Da la respuesta { $tolerance }.
practice-question-unknown = Un ejercicio del tipo { $kind }. Da la respuesta { $tolerance }.
practice-tolerance-significant = con { $figures } cifras significativas
practice-tolerance-exact = exacta (un número entero)
practice-tolerance-within = con un margen de { $tolerance }
practice-kind-pe-exponent-name = El exponente de una dimensión
practice-kind-pe-exponent-question = En la codificación sinusoidal con d = { $dModel } (intercalada: la dimensión 2i contiene el seno y la 2i + 1 el coseno del par i; las dimensiones se cuentan desde 0), la dimensión j = { $dim } divide la posición entre base^e. ¿Cuál es el exponente e?
practice-kind-pe-denominator-name = El denominador de una dimensión
practice-kind-pe-denominator-question = Un modelo con d = { $dModel } y un contexto de { $maxLen } posiciones usa la codificación sinusoidal con { $baseWords } (intercalada, dimensiones desde 0). ¿Cuál es el denominador base^e de la dimensión j = { $dim }?
practice-kind-pe-angle-name = El ángulo de PE(pos, j)
practice-kind-pe-angle-question = Un modelo con d = { $dModel } y un contexto de { $maxLen } posiciones usa la codificación sinusoidal con { $baseWords } (intercalada, dimensiones desde 0). El { $token } token de una frase está en la posición pos = { $pos }, ya que las posiciones se cuentan desde 0. ¿Cuál es el ángulo, en radianes, de la dimensión j = { $dim } en ese token?
practice-kind-pe-value-name = El valor de PE(pos, j)
practice-kind-pe-value-question = Un modelo con d = { $dModel } y un contexto de { $maxLen } posiciones usa la codificación sinusoidal con { $baseWords } (intercalada, dimensiones desde 0). El { $token } token de una frase está en la posición pos = { $pos }, ya que las posiciones se cuentan desde 0. ¿Cuánto vale PE(pos, { $dim }), el valor de la dimensión j = { $dim } en ese token? Conserva al menos { $angleDecimals } decimales del ángulo antes de calcular su seno o su coseno.
practice-kind-wavelength-name = La longitud de onda de un par
practice-kind-wavelength-question = En la codificación sinusoidal con d = { $dModel } y { $baseWords }, los pares se cuentan desde 0. ¿Cuál es la longitud de onda del par i = { $pair }: cuántas posiciones tarda su ángulo en dar una vuelta completa?
practice-kind-pair-interleaved-name = Qué par contiene una dimensión (intercalada)
practice-kind-pair-interleaved-question = En la disposición intercalada (la dimensión 2i contiene el seno y la 2i + 1 el coseno del par i) con d = { $dModel }, las dimensiones y los pares se cuentan desde 0. ¿A qué par i pertenece la dimensión j = { $dim }?
practice-kind-pair-concatenated-name = Qué par contiene una dimensión (concatenada)
practice-kind-pair-concatenated-question = En la disposición concatenada (tensor2tensor: primero los senos de todos los pares, luego los cosenos) con d = { $dModel }, las dimensiones y los pares se cuentan desde 0. ¿A qué par i pertenece la dimensión j = { $dim }?
practice-kind-shift-entry-name = Un elemento de la matriz de desplazamiento M_k
practice-kind-shift-entry-question = PE(pos + k) = M_k PE(pos) para la codificación sinusoidal con d = { $dModel } y { $baseWords } (intercalada; el bloque del par i actúa sobre (sen, cos) de ese par). Para k = { $k }, ¿cuál es el elemento de M_k en la fila { $row }, columna { $col } (filas y columnas se cuentan desde 0)?
practice-kind-dot-product-name = PE(p) · PE(p + k)
practice-kind-dot-product-question = Para la codificación sinusoidal con d = { $dModel } y { $baseWords } (ángulos en radianes), ¿cuál es el producto escalar PE({ $pos }) · PE({ $posK }), el de las codificaciones de las posiciones { $pos } y { $posK }?
practice-kind-rope-rotation-name = Una rotación RoPE de un par
practice-kind-rope-rotation-question = RoPE con dimensión de cabeza d = { $dModel } y { $baseWords } gira el par i de un vector el ángulo pos · w_i, w_i = base^(-2i/d), en sentido antihorario. El par i = { $pair } de una consulta contiene (x0, x1) = ({ $x0 }, { $x1 }). En la posición pos = { $pos }, ¿cuál es la { $coordinate ->
        [first] primera coordenada x0′
       *[second] segunda coordenada x1′
    } del par girado?
practice-kind-alibi-slope-name = La pendiente ALiBi de una cabeza
practice-kind-alibi-slope-question = Un modelo con ALiBi tiene H = { $heads } cabezas, numeradas de h = 1 a { $heads } en el orden en que el código de referencia enumera sus pendientes. ¿Cuál es la pendiente m de la cabeza h = { $head }?
practice-kind-t5-bucket-name = El intervalo T5 de un desfase
practice-kind-t5-bucket-question = El sesgo de atención relativo de T5 (bidireccional, { $numBuckets } intervalos, distancia máxima { $maxDistance }) asigna el desfase clave − consulta a un intervalo. La consulta en la posición { $query } atiende a la clave en la posición { $key }. ¿En qué intervalo cae el desfase?
practice-kind-pi-frequency-name = Una frecuencia con interpolación de posiciones
practice-kind-pi-frequency-question = Un modelo RoPE con dimensión de cabeza d = { $dModel } y { $baseWords } se estira a { $scale } veces su longitud de entrenamiento con interpolación de posiciones (PI). ¿Cuál es la nueva frecuencia angular w_i′ del par i = { $pair }, en radianes por posición?
practice-kind-ntk-frequency-name = Una frecuencia con escalado NTK-aware
practice-kind-ntk-frequency-question = Un modelo RoPE con dimensión de cabeza d = { $dModel } y { $baseWords } se estira a { $scale } veces su longitud de entrenamiento con escalado NTK-aware. ¿Cuál es la nueva frecuencia angular w_i′ del par i = { $pair }, en radianes por posición?
practice-kind-fairseq-row-name = La fila de la tabla de fairseq para un token
practice-kind-fairseq-row-question = El embedding posicional sinusoidal de fairseq reserva la fila 1 para el relleno (padding_idx = 1). Para el { $token } token de una frase (sin relleno delante), ¿qué fila de la tabla de fairseq se lee?
practice-step = { $name }: { $value }
practice-step-pair = par i
practice-step-isSine = seno (1) o coseno (0)
practice-step-exponent = exponente e = 2i/d
practice-step-denominator = denominador base^e
practice-step-omega = frecuencia angular w_i (radianes por posición)
practice-step-angle = ángulo (radianes)
practice-step-angle-of-pair = ángulo del par { $pair }, w_i k (radianes)
practice-step-value = valor
practice-step-wavelength = longitud de onda 2π/w_i (posiciones)
practice-step-cos = coseno del ángulo
practice-step-sin = seno del ángulo
practice-step-powerOfTwo = mayor potencia de dos n ≤ H
practice-step-slope = pendiente m
practice-step-offset = desfase clave − consulta
practice-step-distance = distancia n = |clave − consulta|
practice-step-bucket = intervalo
practice-step-omegaNew = nueva frecuencia angular w_i′
practice-step-newBase = nueva base (base · s^(d/(d − 2)))
practice-step-pos = posición desde 0
practice-step-paddingRow = fila de relleno (padding_idx)
practice-step-firstRow = fila del primer token (padding_idx + 1)
practice-step-row = fila
practice-step-t5-exactBuckets = intervalos exactos de una dirección, uno por cada distancia menor que { $exactBuckets }: { $exactBuckets }
practice-step-t5-logPart = la distancia { $distance } es al menos { $exactBuckets }, así que su intervalo crece con su logaritmo: log(n/{ $exactBuckets }) / log({ $maxDistance }/{ $exactBuckets }) · { $exactBuckets } = log({ $distance }/{ $exactBuckets }) / log({ $maxDistance }/{ $exactBuckets }) · { $exactBuckets } = { $logPart }
practice-step-t5-logBucket = { $exactBuckets } + ⌊{ $logPart }⌋ = { $logBucket }
practice-step-t5-lastBucket = último intervalo de una dirección: { $lastBucket }
practice-step-t5-sideBucket-capped = { $logBucket } pasa del último intervalo, así que el intervalo dentro de esta dirección se limita a { $lastBucket }: { $sideBucket }
practice-step-t5-sideBucket = { $logBucket } no pasa del último intervalo { $lastBucket }, así que el intervalo dentro de esta dirección es { $sideBucket }
practice-step-t5-sideStart-after = la clave va después de la consulta (la mitad superior de los intervalos), así que el primer intervalo de esta dirección es { $sideStart }
practice-step-t5-sideStart-before = la clave va antes de la consulta (la mitad inferior de los intervalos), así que el primer intervalo de esta dirección es { $sideStart }
practice-step-t5-bucket = intervalo: { $sideBucket } + { $sideStart } = { $bucket }
practice-step-alibi-slopeCount-first = la cabeza h = { $head } es una de las primeras n = { $powerOfTwo } cabezas, así que su pendiente está en la lista 2^(−8k/n) para k = 1 a n: n = { $slopeCount }
practice-step-alibi-slopeCount-after = la cabeza h = { $head } va después de las primeras n = { $powerOfTwo } cabezas, así que su pendiente está en la lista para 2n cabezas, 2^(−8k/(2n)) para k = 1 a 2n: 2n = { $slopeCount }
practice-step-alibi-slopeNumber-first = su lugar k en esa lista es h = { $slopeNumber }
practice-step-alibi-slopeNumber-after = su lugar k en esa lista es el número impar 2(h − n) − 1 = 2({ $head } − { $powerOfTwo }) − 1 = { $slopeNumber }
practice-step-alibi-slope = pendiente m = 2^(−8·{ $slopeNumber }/{ $slopeCount }) = { $slope }

# Los errores con los que puede coincidir una respuesta incorrecta (words.js)
practice-mistake-dimension-as-pair-name = El índice de la dimensión usado como índice del par
practice-mistake-dimension-as-pair-explanation = El exponente es 2i/d con i el PAR (i = floor(j/2) en la disposición intercalada), no la dimensión j: las dimensiones 2i y 2i + 1 comparten una frecuencia.
practice-mistake-missing-two-name = base^(i/d) en lugar de base^(2i/d)
practice-mistake-missing-two-explanation = El exponente es 2i/d: i cuenta pares, y cada par ocupa dos dimensiones.
practice-mistake-one-based-pair-name = Pares contados desde 1
practice-mistake-one-based-pair-explanation = Los pares se cuentan desde 0: el par 0 tiene exponente 0 y gira un radián por posición.
practice-mistake-concatenated-layout-name = La disposición concatenada donde se pide la intercalada
practice-mistake-concatenated-layout-explanation = Intercalada (el artículo): la dimensión 2i es el seno y la 2i + 1 el coseno del par i. Concatenada (tensor2tensor) pone primero todos los senos y luego todos los cosenos.
practice-mistake-interleaved-layout-name = La disposición intercalada donde se pide la concatenada
practice-mistake-interleaved-layout-explanation = Concatenada (tensor2tensor): la primera mitad de las dimensiones son los senos de los pares 0, 1, ..., la segunda mitad sus cosenos, así que el par es j o j − d/2.
practice-mistake-base-as-max-length-name = La base leída como la longitud máxima
practice-mistake-base-as-max-length-explanation = La base (10 000 en el artículo) es una constante fija de la fórmula, no la longitud de contexto del modelo.
practice-mistake-degrees-for-radians-name = Grados en lugar de radianes
practice-mistake-degrees-for-radians-explanation = Tu respuesta es lo que da el ángulo leído en grados. Aquí los ángulos están en radianes: pon la calculadora en radianes y no conviertas el ángulo.
practice-mistake-dimension-exponent-name = base^(j/d) en lugar de base^(2i/d)
practice-mistake-dimension-exponent-explanation = Tu respuesta pone la dimensión j sobre d en el exponente. El exponente es 2i/d con i = floor(j/2) el par: con j impar, j/d da al coseno una frecuencia más lenta que la de su propio seno, y el par deja de girar a la vez.
practice-mistake-angle-rounded-early-name = El ángulo redondeado antes de su seno o coseno
practice-mistake-angle-rounded-early-explanation = Tu respuesta es el seno o el coseno de un ángulo redondeado. Un ángulo grande escrito con pocas cifras significativas pierde sus decimales (12,35 por 12,3456), y su seno o coseno cambia con ellos: conserva tantos decimales del ángulo como pide la pregunta y redondea solo el resultado final.
practice-mistake-too-few-figures-name = Correcta, pero con menos cifras de las pedidas
practice-mistake-too-few-figures-explanation = Tu respuesta coincide con la correcta hasta donde llega, pero tiene menos cifras de las que pide la pregunta. Conserva todas las cifras que pide y redondea solo al final.
practice-mistake-one-based-position-name = Posiciones contadas desde 1
practice-mistake-one-based-position-explanation = Aquí el primer token está en la posición 0, así que el token n-ésimo está en la posición n − 1.
practice-mistake-sin-cos-swapped-name = Seno y coseno intercambiados
practice-mistake-sin-cos-swapped-explanation = Las dimensiones pares (y la primera de cada par) llevan el seno; las impares, el coseno.
practice-mistake-no-two-pi-name = La longitud de onda sin 2π
practice-mistake-no-two-pi-explanation = Una vuelta completa son 2π radianes: la longitud de onda es 2π/w_i = 2π · base^(2i/d), no base^(2i/d).
practice-mistake-transposed-block-name = El bloque traspuesto
practice-mistake-transposed-block-explanation = Actuando sobre (sen, cos), el bloque del par i en M_k es [[cos, sen], [−sen, cos]] de w_i k: +sen encima de la diagonal, −sen debajo.
practice-mistake-no-shift-name = PE(p) · PE(p) en lugar de PE(p) · PE(p + k)
practice-mistake-no-shift-explanation = d/2 es el producto escalar de una codificación consigo misma (k = 0); el desfase k gira cada par w_i k.
practice-mistake-rotated-wrong-way-name = Girado en el sentido equivocado
practice-mistake-rotated-wrong-way-explanation = RoPE gira en sentido antihorario: x0' = x0 cos θ − x1 sen θ, x1' = x0 sen θ + x1 cos θ.
practice-mistake-power-of-two-rule-name = La regla de la potencia de dos aplicada a un H que no es potencia de dos
practice-mistake-power-of-two-rule-explanation = m_h = 2^(−8h/H) solo vale cuando H es potencia de dos. Si no, toma las n pendientes de la mayor potencia de dos n por debajo de H y luego las pendientes de lugar impar de 2n.
practice-mistake-zero-based-head-name = Cabezas contadas desde 0
practice-mistake-zero-based-head-explanation = Aquí las cabezas se numeran desde h = 1: la cabeza 1 tiene la primera pendiente de la lista.
practice-mistake-sorted-slopes-name = Las pendientes ordenadas de mayor a menor
practice-mistake-sorted-slopes-explanation = Cuando H no es potencia de dos, las cabezas de más van después de las primeras n, y sus pendientes caen entre las primeras: la lista no está en orden decreciente.
practice-mistake-offset-sign-name = El desfase con el signo cambiado
practice-mistake-offset-sign-explanation = El desfase es clave − consulta: una clave después de la consulta es un desfase positivo, en la mitad superior de los intervalos.
practice-mistake-no-half-split-name = Todos los intervalos para una sola dirección
practice-mistake-no-half-split-explanation = T5 bidireccional divide los intervalos en dos mitades, una por dirección: 16 cada una de 32, 8 de ellos exactos.
practice-mistake-all-exact-name = Todos los intervalos tomados como exactos
practice-mistake-all-exact-explanation = Solo los desfases pequeños tienen un intervalo cada uno; a partir de ahí los intervalos crecen de forma logarítmica hasta la distancia máxima.
practice-mistake-multiplied-by-scale-name = Multiplicado por la escala en lugar de dividido
practice-mistake-multiplied-by-scale-explanation = La interpolación de posiciones frena todos los pares: w_i′ = w_i / s, lo mismo que dividir las posiciones entre s.
practice-mistake-base-times-scale-name = base · s en lugar de base · s^(d/(d − 2))
practice-mistake-base-times-scale-explanation = El escalado NTK-aware eleva la base a base · s^(d/(d − 2)), de modo que el par más lento se divide exactamente entre s.
practice-mistake-pi-instead-of-ntk-name = Interpolación de posiciones en lugar de escalado NTK-aware
practice-mistake-pi-instead-of-ntk-explanation = w_i / s es la interpolación de posiciones; el escalado NTK-aware cambia la base y deja el par más rápido como estaba.
practice-mistake-no-padding-offset-name = La posición usada como fila
practice-mistake-no-padding-offset-explanation = Las posiciones de fairseq empiezan en padding_idx + 1 = 2: el primer token lee la fila 2, no la 0.
practice-mistake-padding-index-only-name = Solo se sumó padding_idx
practice-mistake-padding-index-only-explanation = Las posiciones empiezan en padding_idx + 1: suma 2 a la posición contada desde 0, no 1.
practice-mistake-unknown-name = Un error no reconocido
practice-mistake-unknown-explanation = La respuesta coincide con el error { $mistake }.

# El juego de clase para docentes (class-set.js)
practice-class-summary = Para docentes: un juego de clase con solucionario
practice-class-intro = Una hoja de práctica por estudiante, cada una con su propia semilla, y un solucionario con los pasos resueltos, en un solo trabajo de impresión (A4 o Carta); o el solucionario como archivo CSV. El enlace de una hoja abre las mismas preguntas en esta sección.
practice-class-seed = Semilla de la clase
practice-class-seed-name = La semilla de la clase
practice-class-students = Estudiantes (hojas)
practice-class-students-name = El número de estudiantes
practice-class-count = Preguntas por hoja
practice-class-count-name = El número de preguntas
practice-class-kinds = Tipos de pregunta (ninguno marcado: todos)
practice-class-names = Nombres (opcional, uno por línea)
practice-class-names-hint = Las hojas sin nombre llevan una línea para escribirlo.
practice-class-too-many-names = { $names } nombres para { $students } estudiantes: sube Estudiantes a { $names } (como mucho { $max }) o quita nombres.
practice-class-refused = No se pudo hacer el juego de clase: { $message }.
practice-class-embedded = Un juego de clase se imprime desde la propia página de la lección (index.html?view=practice), no desde un explorador incrustado.
practice-class-printed = { $sheets } hojas y su solucionario enviados a la impresora ({ $parts } partes, cada una en una página nueva).
practice-class-saved = Solucionario guardado: { $rows } filas, una por hoja y pregunta.
practice-class-print = Imprimir el juego de clase
practice-class-csv = Solucionario en CSV
practice-class-csv-label = Guardar el solucionario como CSV
practice-class-csv-file = solucionario semilla de clase { $seed }
practice-class-key-rounding = Los números del solucionario están { practice-worked-rounding }; el solucionario en CSV contiene cada respuesta completa.
practice-sheet-title = Práctica de codificación posicional: hoja { $number } de { $count }
practice-sheet-name = Nombre: { $name }
practice-sheet-name-blank = Nombre: { $blank }
practice-sheet-blank = línea en blanco
practice-sheet-seed = Semilla de la hoja { $seed }
practice-sheet-check = Comprueba tus respuestas en { $link }
practice-sheet-work = espacio para los cálculos
practice-sheet-answer = Respuesta:
practice-key-title = Solucionario: hoja { $number }
practice-key-title-named = Solucionario: hoja { $number }, { $name }
practice-key-question = { $kind }. { $question }
practice-key-answer = Respuesta: { $answer }
practice-key-answer-line = { $answer }, { $tolerance }
practice-csv-sheet = hoja
practice-csv-name = nombre
practice-csv-seed = semilla
practice-csv-question = pregunta
practice-csv-kind = tipo
practice-csv-question-text = texto de la pregunta
practice-csv-answer = respuesta
practice-csv-tolerance = tolerancia

# Palabras que la página necesita antes de cargar el código de la práctica (section.js)
words-practice-seed = semilla (conjunto de práctica)
words-practice-kinds = kinds (tipos de ejercicio)
words-practice-kinds-what = identificadores de tipo
words-practice-kinds-where = las casillas de la sección de práctica enumeran todos los tipos
words-practice-pass = nota para aprobar (%)
words-practice-attempts = attempts (respuestas comprobadas por pregunta, 0 sin límite)
words-practice-n-refused = n (preguntas del conjunto) debe ser un número entero de 1 a { $max }; se recibió { $got }.

# La página de inicio del paquete SCORM (web/scorm/launch.js, launch.html; scripts/scorm.mjs)
practice-launch-title = Explorador de codificación posicional: conjunto de práctica
practice-launch-frame = Conjunto de práctica: codificación posicional
practice-launch-not-recorded = La plataforma del curso no inició esta actividad: tu puntuación no se registrará.
practice-launch-failed = La plataforma del curso dejó de responder: puede que tu puntuación no se registre a partir de ahora.
practice-launch-no-api = No se encontró ninguna plataforma de curso (no hay API SCORM): puedes practicar, pero no se registra ninguna puntuación.
practice-launch-recorded = Tu plataforma del curso ya registró un { $percent } % ({ $status }) en esta actividad. Volver a trabajar solo puede subirlo.
practice-launch-status-passed = aprobado
practice-launch-status-failed = no aprobado
practice-launch-status-completed = completado
