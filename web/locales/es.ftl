# El Explorador de codificación posicional en español. Traducido de en.ftl (el original);
# el glosario (glossary/es.md) fija los términos del campo. Cada { $nombre } es un valor que la
# página rellena: se conservan todos.

## Términos

-site-name = Explorador de codificación posicional

# The rounding rule, written once: every message that names it refers to this term.
-rounding = al más próximo; los empates, alejándose del cero

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
language-menu-busy = Hay un entrenamiento en curso: cambiar a { $language } recarga la página y lo detiene. Elige { $language } otra vez para cambiar de todos modos.
page-loading = Cargando el núcleo WebAssembly…
page-load-failed = No se pudo cargar el núcleo WebAssembly ({ $reason }). Comprueba la conexión y vuelve a intentarlo; esta página necesita un navegador con WebAssembly.
retry = Reintentar
section-announced = Sección { $index } de { $count }: { $title }
printed-from = Impreso desde { $link }
rounding-rule = Los números se redondean a 6 decimales ({ -rounding }; así, { $value } se imprime como { $example }), y un resultado que se redondea a cero se imprime sin signo menos.
section-loading = Cargando esta sección…

## Títulos de las secciones

title-why = ¿Por qué la posición?
title-formula = La fórmula
title-steps = Ejemplo resuelto
title-matrix = La matriz completa
title-proof = La demostración del desplazamiento relativo
title-rope = Codificación posicional rotatoria (RoPE)
title-similarity = La similitud solo depende del desfase
title-input = Sumarla a los embeddings de los tokens
title-learned = Fija frente a aprendida
title-train = Entrénalo tú mismo
title-bias = Sesgos de posición relativa: ALiBi y T5
title-extension = Contextos más largos: interpolación, NTK y YaRN
title-conventions = Convenciones y trampas
title-practice = Práctica


## shell
# Messages of the page's shell and shared widgets (web/src/shell, web/src/kit): ids not beginning with a section's id. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

# The store's settings and its refusals of link and control values (web/src/shell/store.js).
setting-view-name = view (sección)
setting-d-name = d (anchura del modelo)
setting-n-name = n (número de posiciones)
setting-base-name = base b
setting-layout-name = disposición (layout)
setting-offset-name = inicio (primera posición)
setting-pos-name = pos (posición)
setting-k-name = k (desfase)
list-separator = { ", " }
store-why-pos-k = { $sum } quede entre 0 y { $max }
store-refused-size =
    { $product } debe ser como máximo { $max ->
        [one] { $max } valor
        [many] { $max } de valores
       *[other] { $max } valores
    }; se recibió { MATH("{0} × {1} = {2}", $n, $d, $size) }. Reduce { $first } o { $second }.
store-refused-last-position = la última posición, { $sum }, debe ser como máximo { $max }; se recibió { $value }.
store-refused-k = { $name } debe ser un número entero entre { $min } y { $max } para que { $sum } sea una posición; se recibió { $value }.
store-refused-view = { $name } debe ser uno de estos valores: { $choices }; se recibió { $value }.
store-unknown-setting = { $key } no es un ajuste de esta página.
store-refused-integer = { $name } debe ser un número entero entre { $min } y { $max }; se recibió { $value }.
store-refused-number = { $name } debe ser un número entre { $min } y { $max }; se recibió { $value }.
store-refused-number-above = { $name } debe ser un número mayor que { $min } y como máximo { $max }; se recibió { $value }.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
store-refused-choice =
    { $name } debe ser { $count ->
        [2] { $either }
       *[other] uno de estos valores: { $choices }
    }; se recibió { $value }.
store-refused-boolean = { $name } debe ser { $yes } o { $no }; se recibió { $value }.
# Plurals: $max is at most 64 words and $bytes 64 bytes a word: never a million, so no [many].
store-refused-words = { $name } debe tener entre { $min } y { $max ->
        [one] { $max } palabra
       *[other] { $max } palabras
    } separadas por espacios, cada una de { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    } como máximo; se recibió { $value }.
store-list-ids = identificadores
store-refused-list = { $name } debe estar vacío (todos) o ser { $what } separados por comas, por ejemplo { $example }; se recibió { $value }.
store-refused-list-where = { $name } debe estar vacío (todos) o ser { $what } separados por comas, por ejemplo { $example } ({ $where }); se recibió { $value }.
store-refused-below = { $name } debe ser un número entero entre { $min } y { $max } ({ MATH("{0} − 1", $bound) }); se recibió { $value }.
store-note-fitted = { $name } se ha puesto en { $value } (no en { $old }) para que { $why }.

# Refused link values and the notice (web/src/shell/claims.js).
link-value-not-used = { $message } No se usó el valor del enlace.
notice-lead-link = Algunos valores de este enlace no se pudieron usar, así que la página mantuvo los suyos:
notice-lead-element = Algunos valores de los atributos de este elemento no se pudieron usar, así que el explorador mantuvo los suyos:
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
notice-changed-link =
    Para mostrar lo que fija este enlace, la página cambió { $count ->
        [one] un valor
       *[other] valores
    } que el enlace no fija:
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
notice-changed-section =
    Para mostrar esta sección con los valores que elegiste, la página cambió { $count ->
        [one] un valor
       *[other] algunos valores
    }:
notice-dismiss = Cerrar

# A language asked for (?lang=, <pe-explorer lang>) that the module does not have (web/src/shell/locale.js).
language-unavailable = Esta lección no está disponible en «{ $asked }»; se muestra en español.

# The contents and the pager (web/src/shell/contents.js).
contents-position = { $index } de { $count }: { $title }
pager-previous = ← { $number }. { $title }
pager-next = { $number }. { $title } →
pager-previous-lead = Sección anterior:
pager-next-lead = Sección siguiente:

# The settings panel (web/src/shell/controls-panel.js).
controls-title = Ajustes de esta sección
controls-reset = Restablecer los valores de esta sección
controls-reset-done = Ajustes restablecidos a los valores iniciales de esta sección.
controls-summary-item = { MATH("{0} = {1}", $key, $value) }
controls-summary-separator = { " · " }
setting-base-short = base
setting-layout-short = disposición
setting-offset-short = inicio
setting-layout-value =
    { $value ->
        [interleaved] intercalada
        [concatenated] concatenada
       *[other] { $value }
    }

# Presenting: fullscreen and the keyboard help (web/src/shell/presenter.js).
fullscreen = Pantalla completa
fullscreen-exit = Salir de pantalla completa
fullscreen-unavailable = La pantalla completa no está disponible aquí ({ $reason }).
keyboard-summary = Teclado
keyboard-note = Los atajos también funcionan en pantalla completa, pero no mientras un cuadro de texto tiene el foco.
keyboard-either = { $first } o { $second }
key-page-down = Av Pág
key-page-up = Re Pág
keyboard-next = paso siguiente (ejemplo resuelto y demostración)
keyboard-prev = paso anterior (ejemplo resuelto y demostración)
keyboard-nextSection = sección siguiente
keyboard-prevSection = sección anterior
keyboard-fullscreen = activar o desactivar la pantalla completa

# Link and Embed (web/src/shell/share.js) and copying (web/src/kit/export.js).
share-link = Enlace
share-link-label = Enlace: copia un enlace a esta sección con sus valores actuales
share-embed = Insertar
share-embed-label = Insertar: copia un fragmento iframe de esta sección para la página de un curso
share-open-full = Abrir la lección completa ↗
copy-done =
    { $what ->
        [link] Enlace copiado.
        [embed] Código de inserción copiado.
        [latex] LaTeX copiado.
       *[other] Texto copiado.
    }
copy-fallback-label =
    Aquí no se permite copiar. Selecciona { $what ->
        [link] este enlace
        [embed] este código de inserción
        [latex] este LaTeX
       *[other] este texto
    } y cópialo ({ $keys } o { $mac }):
copy-fallback-announce =
    Aquí no se permite copiar: { $what ->
        [link] el enlace está
        [embed] el código de inserción está
        [latex] el LaTeX está
       *[other] el texto está
    } en un campo de texto, seleccionado y listo para copiar.
heatmap-row = fila
heatmap-column = columna
csv-column-header = { $label } { $index }

# The section frame (web/src/shell/section-driver.js).
section-kicker = Sección { $index } de { $count }
render-error-stale = { $message } Se sigue mostrando el resultado de los últimos valores que funcionaron.
section-start-failed = Esta sección no se pudo iniciar: { $message }

# Shared pieces of the sections (web/src/kit/section-kit.js, a11y.js, charts.js).
field-still-using = { $message } Se sigue usando { $value }.
scroll-hint = { $hint } →
predict-check = Comprobar
predict-reveal = Muéstramelo
table-label = Tabla de datos
table-save-csv = Guardar tabla (CSV)
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
table-toggle =
    { $label } ({ $rows } { $count ->
        [one] fila
       *[other] filas
    })
chart-tooltip = { $series }: { $value }
chart-save-png = Guardar gráfico (PNG)

# The heatmap (web/src/kit/heatmap.js). A section gives its own words for a count of rows or
# columns (rowsText, colsText); heatmap-count is the fallback.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
heatmap-count =
    { $count ->
       *[other] { $number } ({ $label })
    }
heatmap-axis-single = { $label } { $first } (la única)
heatmap-axis-x = { $label } { MATH("{0} → {1}", $first, $last) } (de izquierda a derecha)
heatmap-axis-y = { $label } { MATH("{0} → {1}", $first, $last) } (de arriba abajo)
heatmap-colour =
    { $colour ->
        [orange] naranja
        [white] blanco
        [purple] morado
        [dark-blue-purple] azul violáceo oscuro
        [teal] verde azulado
       *[yellow] amarillo
    }
heatmap-keys = Las flechas mueven la celda enfocada, Re Pág y Av Pág se desplazan diez filas, Inicio y Fin van a la primera y a la última columna, e Intro selecciona la fila.
heatmap-save-png = Guardar mapa (PNG)
heatmap-save-csv = Guardar matriz (CSV)
heatmap-how-to-read = Pasa el puntero por el mapa, o enfócalo y usa las flechas, para leer un valor. Tamaño: { MATH("{0} × {1}", $rows, $cols) }.
heatmap-cell = { $rowLabel } { $row }, { $colLabel } { $col }: { $value }
heatmap-scale-zero = naranja por debajo de cero, blanco en cero, morado por encima
heatmap-scale-range = { $lowColour } en { $low }, { $midColour } en { $mid }, { $highColour } en { $high }
heatmap-label = { $title }: mapa de calor de { $rows } por { $cols }, con colores desde { $low } ({ $lowColour }) pasando por { $mid } ({ $midColour }) hasta { $high } ({ $highColour }).
heatmap-caption = Escala de colores: { $scale }. Los valores fuera de { $low } … { $high } toman los colores de los extremos.

# The shared controls (web/src/kit/controls.js).
control-decrease = Reducir { $label }
control-increase = Aumentar { $label }
control-slider = Control deslizante de { $label }
control-describe = { $label }: { $value }
control-still-using = Se sigue usando { $value }.
control-announce = { $label }: { $value }
control-slider-typed = { $value } (escrito; el control deslizante abarca de { $min } a { $max })
control-range = escribe de { $min } a { $max }
control-range-above = escribe más de { $min }, hasta { $max }
control-range-from = escribe al menos { $min }, hasta { $max }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
control-head-dimension =
    { $count ->
        [one] { $number } dimensión
       *[other] { $number } dimensiones
    } por cabeza: { $pairs ->
        [one] { $pairsNumber } par rotado
       *[other] { $pairsNumber } pares rotados
    }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
control-head-dimension-odd =
    { $count ->
        [one] { $number } dimensión
       *[other] { $number } dimensiones
    } por cabeza: { $pairs ->
        [one] { $pairsNumber } par rotado
       *[other] { $pairsNumber } pares rotados
    } y una que sobra (RoPE necesita una d par)
control-width-one = 1 dimensión: un seno solitario, sin ningún par seno–coseno
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
control-width =
    { $count ->
        [one] { $number } dimensión
       *[other] { $number } dimensiones
    }: { $pairs ->
        [one] { $pairsNumber } par seno–coseno
       *[other] { $pairsNumber } pares seno–coseno
    }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
control-width-odd =
    { $count ->
        [one] { $number } dimensión
       *[other] { $number } dimensiones
    }: { $pairs ->
        [one] { $pairsNumber } par seno–coseno
       *[other] { $pairsNumber } pares seno–coseno
    } y un seno solitario
control-label-d = d (anchura del modelo)
control-label-n = n (posiciones)
control-label-base = base b
control-label-offset = inicio (primera posición)
control-label-pos = pos (posición)
control-label-k = k (desfase)
control-label-layout = disposición
control-describe-n =
    { $count ->
        [one] { $number } posición
        [many] { $number } de posiciones
       *[other] { $number } posiciones
    }
control-describe-base = base { $value }
control-describe-offset = las posiciones empiezan en { $value }
control-describe-pos = posición { $value }
control-describe-k =
    desfase de { $count ->
        [one] { $number } posición
        [many] { $number } de posiciones
       *[other] { $number } posiciones
    }
control-hint-base = Los botones − y + dividen o multiplican por 10.
control-layout-interleaved = Intercalada
control-layout-interleaved-hint = sin, cos, sin, cos, … (el artículo)
control-layout-concatenated = Concatenada
control-layout-concatenated-hint = primero todos los senos, luego todos los cosenos

# The lab's position schemes, used by several sections (web/src/kit/schemes.js).
scheme-none-name = NoPE (sin codificación)
scheme-none-summary = NoPE (ninguna)
scheme-none-wiring = NoPE (sin codificación) no añade nada: solo la máscara causal distingue una posición de otra.
scheme-sinusoidal-name = sinusoidal
scheme-sinusoidal-summary = Sinusoidal
scheme-sinusoidal-wiring = La codificación sinusoidal suma la tabla fija { $table } a cada vector de token una sola vez, a la entrada.
scheme-learned-name = aprendida
scheme-learned-summary = Absoluta aprendida
scheme-learned-wiring = La codificación aprendida suma una fila entrenada { $table } a cada vector de token una sola vez, a la entrada; las filas más allá de la longitud de entrenamiento nunca se entrenan.
scheme-rope-name = RoPE
scheme-rope-summary = RoPE (rotatoria)
scheme-rope-wiring = RoPE rota las consultas y las claves de cada cabeza según su posición, en cada bloque.
scheme-alibi-name = ALiBi
scheme-alibi-summary = ALiBi
scheme-alibi-wiring = ALiBi suma { $bias } a cada puntuación de atención, con una pendiente fija { $slope } por cabeza, en cada bloque.
scheme-t5-name = sesgo T5
scheme-t5-summary = Sesgo relativo de T5
scheme-t5-wiring = El sesgo T5 suma un número entrenado por cabeza e intervalo de distancia a cada puntuación de atención, con una tabla compartida por todos los bloques.

# A (sin, cos) pair on the unit circle (web/src/kit/unit-circle.js).
circle-angle = { $angle } rad
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
circle-angle-turns =
    { $angle } rad = { $sign }{ $turns ->
        [one] { $whole } vuelta
       *[other] { $whole } vueltas
    } { $op } { $rest } rad
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
circle-angle-turns-short =
    { $angle } rad = { $sign }{ $turns ->
        [one] { $whole } vuelta
       *[other] { $whole } vueltas
    } { $op } { $rest } rad (el arco es demasiado corto para dibujarlo)
circle-pos-label = pos { $pos }
circle-heading = Par { $pair }: dimensiones { $sin } (sin) y { $cos } (cos)
circle-caption = { MATH("ω = {0}", $omega) }; el punto gira { MATH("{0} = {1}", $product, $turn) }.
circle-title = Par { $pair } en la circunferencia unidad: el punto de la posición { $from } (círculo), en cos { $fromCos }, sin { $fromSin }, gira { $angle ->
        [one] { $angle } radián
        [many] { $angle } de radianes
       *[other] { $angle } radianes
    } hasta el punto de la posición { $to } (cuadrado), en cos { $toCos }, sin { $toSin }.


## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

refusal-integer = { $parameter } debe ser un número entero de { $min } a { $max }; has dado { $got }.
refusal-number =
    { $shape ->
        [open-min] { $parameter } debe ser mayor que { $min } y como mucho { $max }; has dado { $got }.
        [open-max] { $parameter } debe ser al menos { $min } y menor que { $max }; has dado { $got }.
        [open] { $parameter } debe ser mayor que { $min } y menor que { $max }; has dado { $got }.
       *[closed] { $parameter } debe ser un número de { $min } a { $max }; has dado { $got }.
    }
refusal-even = { $parameter } debe ser par aquí; has dado { $got }.
refusal-at-least = { $parameter } debe ser al menos { $min } aquí; has dado { $got }.
refusal-divides = { $parameter } debe dividir exactamente a { $max }; has dado { $got }.
# Plurals: $got and $max arrive as text, so no select can choose a form: the sentence gives each number after «el número de valores … es», with no noun agreeing with it.
refusal-product = { $parameter } es demasiado grande: el número de valores que pide a la vez es { $got }, y el núcleo calcula como mucho { $max }.
refusal-reordering = { $parameter } debe usar las mismas palabras que la otra frase, cada una las mismas veces, en otro orden.
# Plurals: $min, $max and $got arrive as text, worded «el número de palabras … debe ir de { $min } a { $max }» so no noun agrees with them.
refusal-count = El número de palabras de { $parameter } debe ir de { $min } a { $max }; tiene { $got }.
# Plurals: $max is the core's 64 bytes a word: plural.
refusal-token-length = Cada palabra de { $parameter } debe ocupar de 1 a { $max } bytes; una ocupa { $got }.
refusal-other = El núcleo rechazó { $parameter }: { $detail }


## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-why-tokensA = Frase A
words-why-tokensB = Frase B
why-intro-recurrent = Una red recurrente lee una frase palabra por palabra, así que el orden forma parte de su manera de funcionar. Un Transformer mira todas las palabras a la vez. Eso lo hace rápido, y también significa que una capa de atención sin máscara (como en un codificador del tipo de BERT) no puede, por sí sola, distinguir «El gato persigue al ratón» de «El ratón persigue al gato».
why-intro-formula = La razón está en la fórmula de la atención. La consulta (query) de cada palabra se compara con la clave (key) de todas las palabras, las puntuaciones se convierten en pesos con el softmax y la salida es la mezcla ponderada de los valores (values):
why-intro-set = Nada en ella se refiere al lugar que ocupa una palabra. Si barajas las palabras, cada fila de { $Q }, { $K } y { $V } se mueve con su palabra, así que cada palabra obtiene exactamente la misma salida que antes, solo que en otro lugar. Sin máscara, la atención trata la frase como un **conjunto** de palabras (una bolsa), no como una secuencia.
# Plurals: $keys is the expression t + 1: «t + 1 claves».
why-intro-mask = Un decodificador (GPT, y el modelo pequeño que puedes entrenar en «Entrénalo tú mismo») añade una **máscara causal**: la palabra en la posición { $t } solo puede atender a sí misma y a las palabras anteriores, { $keys } claves en total, y cada clave posterior recibe peso 0. Eso rompe la simetría. Una palabra que se mueve ve otro conjunto de palabras, así que su salida cambia incluso sin ningún vector de posición, y una pila de capas así puede deducir las posiciones por sí misma, por ejemplo contando cuántas palabras vinieron antes: Haviv et al. (2022) entrenaron modelos de lenguaje de este modo, sin codificación posicional, y aun así aprendieron la posición. Pero la máscara no muestra el orden directamente: en una sola capa, la salida de una palabra depende de qué palabras vienen antes, no del orden en que vienen; desde la segunda capa, esas palabras llevan lo que la capa anterior dedujo de sus propias posiciones, así que su orden puede contar.
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
why-mask-changed =
    Con máscara causal y todavía sin codificación, «{ $token }» cambia hasta { $difference }: en la posición { $from } de A ve { $seenA ->
        [one] { $seenA } palabra
        [many] { $seenA } de palabras
       *[other] { $seenA } palabras
    }, en la posición { $to } de B { $seenB ->
        [one] { $seenB } palabra
        [many] { $seenB } de palabras
       *[other] { $seenB } palabras
    }.
why-mask-kept-first = «{ $token }» va primera en los dos órdenes y solo se ve a sí misma, así que conserva su salida ({ $zero }).
why-mask-kept-same = «{ $token }» (posición { $position } en ambas) conserva su salida ({ $zero }): las palabras anteriores son las mismas en los dos órdenes, y la máscara le dice a una palabra qué palabras vinieron antes, no en qué orden.
why-table-caption = Frase A: «{ $a }». Frase B: «{ $b }».
why-col-word = palabra
why-col-position-a = posición en A
why-col-position-b = en B
why-col-difference = diferencia de su salida, A frente a B
why-col-without-pe = sin PE
why-col-with-pe = con PE
why-col-causal = máscara causal, sin PE
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
why-differences-note = Las diferencias son la mayor diferencia absoluta entre los dos vectores de salida, redondeada a 6 decimales ({ -rounding }). Los valores por debajo de 1e-15, más o menos, son ruido de redondeo en coma flotante y se escriben como { $zero }.
why-weights-heading = Los pesos de atención
why-weights-text = Cada fila es una palabra (la consulta) y muestra cuánto atiende a cada palabra (las claves); cada fila suma 1. Sin la codificación, la tabla de B tiene los mismos números que la de A, con filas y columnas reordenadas. Con ella, cambian los propios números. Bajo una máscara causal, cada clave posterior a la consulta recibe peso 0, así que cada palabra reparte su peso entre sí misma y las palabras anteriores: la primera palabra se lo da todo a sí misma.
why-weights-choice = Mostrar los pesos
why-weights-note =
    Los pesos se redondean a { $digits ->
        [one] { $digits } decimal
        [many] { $digits } de decimales
       *[other] { $digits } decimales
    } ({ -rounding }); una celda más oscura es un peso mayor.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# Plurals: $d is the symbol d: «d números».
formula-intro = El Transformer original da a cada posición un vector de { $d } números construidos con senos y cosenos. Las dimensiones van por pares: los dos miembros del par { $i } usan la misma frecuencia, uno a través de un seno y el otro a través de un coseno.
formula-symbol-pos = { $pos }: la posición del token, contada desde 0 aquí (algunos textos cuentan desde 1).
formula-symbol-d = { $d }: la anchura del modelo ({ $dModel }), la longitud de cada vector de embedding. Una { $d } impar también funciona: la última dimensión es entonces un seno sin su coseno.
formula-symbol-i = { $i }: el **índice del par**, de { $first } a { $last }. No es el índice de la dimensión: la dimensión { $j } pertenece al par { $pairOfJ }, así que las dimensiones 4 y 5 son las dos del par 2.
formula-symbol-b = { $b }: la **base**, 10 000 en el artículo original. Fija lo despacio que gira el último par.
formula-slips-title = Dos despistes frecuentes, corregidos con calma
formula-slip-exponent = Algunos textos escriben el exponente como { $jOverD }, con { $j } el índice de la dimensión. Para el seno del par { $i } (dimensión par { $even }) es el mismo número que { $exponent }, pero su coseno (dimensión { $odd }) recibe entonces el exponente { $wrongExponent }: una frecuencia más lenta que la de su propio seno, así que el par ya no comparte una frecuencia. Con { $d4 } y { $pos3 }, el segundo valor sería { $wrong } en lugar de { $right }.
formula-slip-base = Algunos textos llaman a { $b } la longitud máxima de la secuencia, { $maxLength }. No es un límite de longitud: la fórmula tiene un valor en cada posición, también en la posición 10 001 o en la 10 000 000. Lo que controla { $b } es lo despacio que gira el último par: para una { $d } par, su longitud de onda es { $last }, un factor { $factor } por debajo de { $upper }.
formula-pairs-heading = ¿A qué par pertenece cada dimensión?
formula-pairs-intro = Para la { $d } actual (cámbiala arriba), aquí tienes cada dimensión con su par y su función, en el orden intercalado del artículo.
formula-ladder-heading = Una escalera de longitudes de onda
# Plurals: $omega and $wavelength are formulas (ω_i = …, λ_i = …): «radianes» and «posiciones» follow a symbol.
formula-ladder-text = El par { $i } gira { $omega } radianes por posición, así que su longitud de onda es { $wavelength } posiciones. Cada par es más lento que el anterior por el mismo factor { $factor }: las longitudes de onda forman una progresión geométrica, una recta en el eje logarítmico de abajo. Van de { $first } para el par 0 a { $last } para el último par: { $lastEven } cuando { $d } es par. Eso queda por debajo de { $upper } por el factor { $factor }, muy por debajo para una { $d } pequeña. (Algunas implementaciones, entre ellas tensor2tensor, espacian los pares de modo que el último llegue exactamente a { $upper }; mira la última sección).
formula-binary-heading = Contar en binario, pero de forma suave
formula-binary-bits = Escribe las posiciones en binario y observa los bits. El bit más bajo cambia en cada paso, el siguiente cada 2 pasos, el siguiente cada 4: cada bit es una onda cuadrada el doble de lenta que la anterior, y juntos distinguen todas las posiciones.
formula-binary-sines = Los pares de senos juegan al mismo juego con ondas suaves. Cada par es más lento que el anterior por { $factor } en lugar de por 2, y un seno nunca salta, así que posiciones vecinas reciben vectores vecinos.
formula-pairs-caption = { MATH("d = {0}", $d) }
# Plurals: $total is d, more than the $shown listed here, at most 4096: plural.
formula-pairs-caption-part = { MATH("d = {0}", $d) }: las primeras { $shown } de { $total } dimensiones
formula-row-dimension = dimensión { $j }
formula-row-pair = par { $i }
formula-row-function = función
formula-series-wavelength = longitud de onda del par { $i } (posiciones)
formula-series-two-pi = { $twoPi } (par 0)
formula-series-upper = { MATH("{0} = {1}", $upper, $value) } (por encima del último par)
formula-axis-pair = índice del par { $i }
formula-axis-wavelength = longitud de onda (posiciones, escala logarítmica)
formula-ladder-label = Longitud de onda de cada par en un eje logarítmico, { MATH("d = {0}", $d) }, base { $base }: una recta ascendente de { $first } (par 0) a { $last } (par { $lastPair }), por debajo de { MATH("{0} = {1}", $upper, $value) }.
# Plurals: $first is a wavelength, at least 2π ≈ 6.28 positions and never a whole number: plural.
formula-ladder-label-one = Longitud de onda del único par, { MATH("d = {0}", $d) }: { $first } posiciones, por debajo de { MATH("{0} = {1}", $upper, $value) }.
# Plurals: $first is a wavelength, at least 2π ≈ 6.28 positions and never a whole number: plural.
formula-ladder-summary-d1 = Con { MATH("d = 1") } y { MATH("b = {0}", $base) } no hay ningún par seno–coseno, solo un seno suelto (par 0) con longitud de onda { $first } posiciones ({ $twoPi }): no hay escalera que subir.
# Plurals: $first is a wavelength, at least 2π ≈ 6.28 positions and never a whole number: plural.
formula-ladder-summary-one = Con { MATH("d = {0}", $d) } y { MATH("b = {0}", $base) } hay 1 par, el par 0, con longitud de onda { $first } posiciones ({ $twoPi }): no hay escalera que subir.
# Plurals: $pairs is 2 or more here (formula-ladder-summary-one words one pair), at most 2048; $first is a wavelength, at least 2π ≈ 6.28 and never a whole number: both plural.
formula-ladder-summary =
    Con { MATH("d = {0}", $d) } y { MATH("b = {0}", $base) } hay { $pairs } pares{ $lone ->
        [yes] , el último (par { $lastPair }) un seno suelto
       *[no] { "" }
    }. La longitud de onda crece de { $first } posiciones (par 0) a { $last } (par { $lastPair }, { $lastFormula }), por debajo de { MATH("{0} = {1}", $upper, $value) }. La longitud de onda de cada par es { $ratio } veces la del anterior ({ $ratioFormula }).
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
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
formula-sines-label =
    { $pairs ->
        [one] Seno del par 0 para las posiciones 0 a { $lastPosition }, { MATH("d = {0}", $d) }, base { $base }.
       *[other] Seno de los pares 0 a { $lastPair } para las posiciones 0 a { $lastPosition }, { MATH("d = {0}", $d) }, base { $base }.
    }
formula-list-separator = {"; "}
# Plurals: $wavelengths is a list of wavelengths: plural.
formula-binary-summary = En el gráfico binario, el bit k de pos cambia cada { MATH("2^k") } pasos { MATH("(1, 2, 4, 8)") }. En el gráfico de senos, el seno del par i se hace más lento por un factor { $factor } de un par al siguiente (longitudes de onda { $wavelengths } posiciones), de forma suave, sin saltos.
# Plurals: $wavelength is a wavelength, at least 2π ≈ 6.28 positions and never a whole number: plural.
formula-binary-summary-one = En el gráfico binario, el bit k de pos cambia cada { MATH("2^k") } pasos { MATH("(1, 2, 4, 8)") }. En el gráfico de senos, con { MATH("d = {0}", $d) } solo está el par 0, un seno con longitud de onda { $wavelength } posiciones: para una escalera hace falta una d mayor.
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
    { -site-name }: ejemplo resuelto, { MATH("pos = {0}", $pos) }, { MATH("d = {0}", $d) }, base { $base }, { $layout ->
        [concatenated] disposición concatenada.
       *[interleaved] disposición intercalada.
    }
steps-latex-rounding = Valores redondeados a 6 decimales ({ -rounding }). Necesita { $package }.
steps-vector-title = El vector { $vector } se va llenando
steps-vector-note =
    { $shown } de { $total ->
        [one] { $total } valor calculado
        [many] { $total } de valores calculados
       *[other] { $total } valores calculados
    }{ $window ->
        [yes] ; se muestran las dimensiones { $from } a { $to }
       *[no] { "" }
    }. La dimensión actual tiene un borde grueso; un ? marca un valor aún no calculado.
steps-table-caption =
    { $layout ->
        [concatenated]
            { $vector } con { MATH("d = {0}", $d) }, base { $base }, disposición concatenada{ $limited ->
                [yes] { " " }(primeras { $limit } dimensiones)
               *[no] { "" }
            }
       *[interleaved]
            { $vector } con { MATH("d = {0}", $d) }, base { $base }, disposición intercalada{ $limited ->
                [yes] { " " }(primeras { $limit } dimensiones)
               *[no] { "" }
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
steps-compare-rounded-4 = Valores redondeados a 4 decimales:
steps-compare-rounded-6 = Valores redondeados a 6 decimales, como en esta página:
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
        [yes] Dimensión { MATH("{0} = {1}", $j, $step) } (la única)
       *[no] Dimensión { MATH("{0} = {1}", $j, $step) } (de 0 a { $last })
    }
steps-where =
    Posición { $pos }, { MATH("d = {0}", $d) }, base { $base }, { $layout ->
        [concatenated] disposición concatenada
       *[interleaved] disposición intercalada
    }. La dimensión { $step } pertenece al par { MATH("i = {0}", $pair) } y usa { $fn ->
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
# Plurals: $n and $d are the symbols n and d: «n filas por d columnas».
matrix-intro-rows = Escribe la codificación de cada posición como una fila, una debajo de otra, y obtienes una matriz: { $n } filas (posiciones) por { $d } columnas (dimensiones). Cada columna es un seno o un coseno muestreado en las posiciones { $positions }; cada fila es la huella de una posición.
# Plurals: $period is the formula 2π ≈ 6.28: plural.
matrix-intro-layout = Con la disposición intercalada del artículo, las columnas de la izquierda cambian más rápido: la dimensión 0 es { $sinPos }, que da una vuelta completa cada { $period } posiciones. Hacia la derecha, cada par gira más despacio, así que con una { $d } lo bastante grande las columnas de la derecha apenas cambian de una fila a la siguiente. Haz clic en una fila (o enfoca el mapa y pulsa Intro) para que sea la posición elegida.
matrix-curves-heading = Dimensiones sueltas a lo largo de las posiciones
matrix-curves-text = Cada columna de la matriz es una onda. Al dibujar unas cuantas columnas vecinas se ve el patrón: en la disposición intercalada del artículo, una dimensión par y la impar que la sigue comparten frecuencia (forman un par), una es un seno y la otra un coseno, desfasadas un cuarto de vuelta. El par siguiente es más lento.
matrix-waves-heading = Seno y coseno a unas cuantas frecuencias
# Plurals: $omega is the formula ω_i = b^(−2i/d): «radianes» follows a symbol.
matrix-waves-text = Los mismos pares, con el seno y el coseno juntos: el par { $i } gira { $omega } radianes por posición. El modelo solo ve posiciones enteras, así que aquí los pares rápidos se ven dentados: es el muestreo, no un error.
matrix-dims-empty = Escribe al menos un número de dimensión de 0 a { $max } ({ $last }), por ejemplo { $example }.
# Plurals: $max is the page's 6 curves at most: plural.
matrix-dims-too-many = Elige como máximo { $max } dimensiones; has escrito { $count }.
matrix-dims-bad = Cada dimensión debe ser un número entero de 0 a { $max } ({ $last }); has escrito «{ $got }».
matrix-row-chosen = La fila recuadrada es la posición elegida, { MATH("pos = {0}", $posIs) }: sus valores son { MATH("PE({0})", $row) }.
matrix-row-outside = La posición elegida, { $pos }, no está entre las filas mostradas (de { $first } a { $last }), así que no se recuadra ninguna fila.
matrix-row-outside-one = La posición elegida, { $pos }, no está entre las filas mostradas (solo { $row }), así que no se recuadra ninguna fila.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
matrix-timing-computed =
    { MATH("{0} × {1} = {2}", $n, $d, $total) } { $count ->
        [one] valor
       *[other] valores
    }, calculados por el núcleo WebAssembly en { $computeMs } ms y dibujados en { $drawMs } ms.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
matrix-timing-drawn =
    { MATH("{0} × {1} = {2}", $n, $d, $total) } { $count ->
        [one] valor, dibujado
       *[other] valores, dibujados
    } en { $drawMs } ms.
matrix-dims-none = No hay ninguna dimensión elegida.
# Plurals: $wavelength is a wavelength, at least 2π ≈ 6.28 positions: plural.
matrix-dim-sine = la dimensión { $dim } es un seno del par { $pair } (longitud de onda de { $wavelength } posiciones)
# Plurals: $wavelength is a wavelength, at least 2π ≈ 6.28 positions: plural.
matrix-dim-cosine = la dimensión { $dim } es un coseno del par { $pair } (longitud de onda de { $wavelength } posiciones)
# Between the clauses of matrix-dims-summary's list.
matrix-clause-join = { "; " }
matrix-dims-summary = { $dims }. Cada curva se mantiene entre { MATH("−1") } y 1; una longitud de onda mayor significa una curva más lenta.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
matrix-waves-label = Seno (línea continua) y coseno (discontinua) { $count ->
        [one] del par
       *[other] de los pares
    } { $pairs } en función de la posición.
matrix-waves-label-none = No hay ningún par seno–coseno que dibujar: con { MATH("d = {0}", $dIs) }, la dimensión 0 es un seno solitario.
matrix-waves-summary-none = Con { MATH("d = {0}", $dIs) } no hay ningún par seno–coseno que dibujar: la dimensión 0 es un seno solitario.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
# Plurals: $wavelength is a wavelength, at least 2π ≈ 6.28 positions and never a whole number: plural.
matrix-wave-pair = El par { $pair } gira { MATH("ω = {0}", $omegaIs) } { $radians ->
        [one] radián
       *[other] radianes
    } por posición, con una longitud de onda de { $wavelength } posiciones.
matrix-waves-styles = Los senos son líneas continuas y los cosenos, discontinuas; cada coseno va un cuarto de longitud de onda por delante de su seno.
matrix-waves-styles-points = Los senos son líneas continuas con marcadores redondos y los cosenos, discontinuas con triángulos; cada coseno va un cuarto de longitud de onda por delante de su seno.
# Between the sentences of the waves chart's summary (a space where the language puts one).
matrix-sentence-join = { " " }
matrix-heatmap-title = Codificación posicional, posiciones { $first } a { $last } por dimensiones 0 a { $lastDim }
matrix-heatmap-row = posición
matrix-heatmap-col = dimensión
matrix-heatmap-cell = posición { $pos }, dimensión { $dim }: { $value }
matrix-dims-label = Dimensiones que dibujar
# Plurals: $max is the page's 6 curves at most: plural.
matrix-dims-hint = Hasta { $max } números separados por comas o espacios.
matrix-dims-plot = Dibujar
matrix-axis-position = posición
matrix-axis-value = valor
# Plurals: $n is 401 to 131,072 here (the table lists its first 400 positions only when there are more, and n is at most 131,072), so «{ $n } posiciones» is always plural and never a round million.
matrix-table-first = Las primeras { $shown } de { $n } posiciones.
matrix-curves-label = Gráfico de líneas de las dimensiones { $dims } en función de la posición, de { $first } a { $last }.
matrix-column-position = posición
matrix-column-dimension = dimensión { $dim }
matrix-curves-table = Valores de las dimensiones dibujadas
matrix-wave-series = par { $pair }, { $fn } (dimensión { $dim })
matrix-column-pair = par { $pair }, { $fn }
matrix-waves-table = Valores de los senos y cosenos dibujados



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
proof-step1-title = Fíjate en un par
proof-step1-text = Las dimensiones { $even } y { $odd } comparten una misma frecuencia { $omega }: guardan el seno y el coseno del mismo ángulo. Léelas juntas como un punto de la circunferencia unidad. Aquí { $i } cuenta pares { MATH("(0, 1, 2, …)") }, no dimensiones.
proof-step2-title = Dos identidades trigonométricas
proof-step2-text = Las fórmulas de la suma de ángulos construyen el seno y el coseno de una suma a partir de los senos y cosenos de sus dos sumandos.
proof-step3-title = Desplaza la posición en { $k }
proof-step3-text = Toma { $alpha } y { $beta }. Los dos valores nuevos son sumas ponderadas del seno y el coseno anteriores, y los pesos solo contienen { $k } y { $omega }.
proof-step4-title = Escríbelo como una matriz
proof-step4-text = La matriz { $size } gira el punto el ángulo { $angle }. Con el par escrito en el orden { $sinCos }, el signo más queda arriba a la derecha; los textos que escriben el par como { $cosSin } obtienen la imagen especular. La posición { $pos } no aparece en ninguna parte de la matriz.
proof-step5-title = Todos los pares a la vez: { $Mk }
proof-step5-text = Apila los pares: { $Mk } es diagonal por bloques, una rotación por par y ceros en el resto. Una sola y misma { $Mk } adelanta { $k } lugares cualquier posición. Esa es la propiedad de desplazamiento relativo. Abajo, cambia { $pos } y observa cómo { $Mk } se queda exactamente igual.
proof-step6-title = Por qué el par debe viajar junto
proof-step6-text = La aplicación es lineal solo sobre cada par { $sinCos } completo. Ninguna regla, lineal o no, da { $shifted } a partir de { $sinPos } sin más: dos posiciones pueden compartir el seno pero no el coseno, y tras el desplazamiento sus senos son distintos. El coseno guarda la otra mitad de la información. Buscar una regla de desplazamiento para una dimensión aislada es una confusión frecuente.
proof-step7-title = Qué se gana con esto
proof-step7-text = El producto escalar de dos codificaciones depende solo del desfase { $offset }, no de dónde estén los dos tokens. La sección siguiente lo dibuja.
proof-status-start = Cambia { $pos } y { $Mk } sigue igual; cambia { $k } y cada bloque gira un ángulo nuevo.
proof-status-pos = { $posIs } vale ahora { $value }: { $pe } y { $peShifted } se han movido, pero { $Mk } no ha cambiado. Sus bloques dependen solo de { $k } y de las frecuencias, nunca de { $pos }.
proof-status-k = { $k } vale ahora { $value }: { $Mk } ha cambiado y cada bloque gira su par un ángulo { MATH("ω_i·{0}", $angle) }.
proof-status-width = { MATH("d = {0}", $dIs) }, { MATH("b = {0}", $bIs) }: frecuencias nuevas, así que bloques nuevos.
proof-residual-exact = Mayor { $gap } entre todas las dimensiones: { $f64 } en float64 y { $f32 } en float32: aquí los dos vectores coinciden exactamente.
proof-residual-exact-f64 = Mayor { $gap } entre todas las dimensiones: { $f64 } en float64 y { $f32 } en float32. En float64 coinciden exactamente aquí; la diferencia en float32 es ruido de redondeo: la identidad es exacta, la aritmética no.
proof-residual-exact-f32 = Mayor { $gap } entre todas las dimensiones: { $f64 } en float64 y { $f32 } en float32. En float32 coinciden exactamente aquí; la diferencia en float64 es ruido de redondeo: la identidad es exacta, la aritmética no.
proof-residual-noise = Mayor { $gap } entre todas las dimensiones: { $f64 } en float64 y { $f32 } en float32. Las dos son ruido de redondeo: la identidad es exacta, la aritmética no.
proof-block-label = { MATH("R(ω_{0}·k)", $block) }: bloque de rotación del par { $pair }
proof-step-tex-label = El paso en símbolos (se desplaza de lado en una pantalla estrecha)
proof-prev = ← Paso anterior
proof-next = Paso siguiente →
proof-copy-latex = Copiar la demostración en LaTeX
proof-step-counter = Paso { $index } de { $count }
proof-unchanged = sin cambios
proof-blocks-heading = Los bloques de { $Mk }
proof-vector-heading = { MATH("M_k · PE({0})", $rotated) } junto a { MATH("PE({0})", $shifted) }
# Plurals: $k is the symbol k: «k posiciones».
proof-lead = El artículo eligió senos y cosenos para que avanzar { $k } posiciones sea la misma aplicación lineal empieces donde empieces. Recorre la deducción paso a paso y compruébala después con números reales.
# Plurals: $pairs is more than the $shown drawn here: plural.
proof-blocks-note-first = { MATH("d = {0}", $dIs) } tiene { $pairs } pares; se dibujan los { $shown } primeros. Cada uno de los demás es también una rotación, de un ángulo menor. En cada circunferencia, el punto redondo es el punto del par para { $pos }, y el cuadrado es { $Mk } aplicada a ese punto: el punto para { $posK }.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
proof-blocks-note-all = { MATH("d = {0}", $dIs) }: { $count ->
        [one] { $pairs } par, así que { $Mk } es { MATH("{0} × {0}", $size) } con { $pairs } bloque de rotación en su diagonal.
       *[other] { $pairs } pares, así que { $Mk } es { MATH("{0} × {0}", $size) } con { $pairs } bloques de rotación en su diagonal.
    } En cada circunferencia, el punto redondo es el punto del par para { $pos }, y el cuadrado es { $Mk } aplicada a ese punto: el punto para { $posK }.
proof-block-angle = { $block }: ángulo de { $angle } rad
proof-dim-row = { $dim } ({ $fn }, par { $pair })
proof-vectors-label = Vectores { $pe }, { $rotated } y { $shifted }
# Plurals: $d is more than the $shown listed here, at most 4096: plural.
proof-vectors-first = Las { $shown } primeras de { $d } dimensiones.
# Plurals: $d is 1 to 4096: never a million, so no [many].
proof-vectors-all = { $d ->
        [one] La única dimensión, redondeada
       *[other] Las { $d } dimensiones, redondeadas
    } a 6 decimales ({ -rounding }).
proof-column-dimension = dimensión
proof-column-direct = { MATH("PE({0})", $shifted) } directamente
proof-odd-d = { $reason }. La demostración empareja cada seno con un coseno: elige una { $d } par
proof-tex-header = { -site-name }: la demostración del desplazamiento relativo, { $values }, base { $base }.
proof-tex-needs = Necesita { $package }. Números redondeados a 6 decimales ({ -rounding }).
proof-tex-step = Paso { $index }: { $title }
proof-tex-no-numbers = Sin números: { $reason }
proof-tex-with-numbers = Con números: { $values }
proof-tex-largest = Mayor diferencia: { $f64 } en float64, { $f32 } en float32.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-similarity-maxOffset = el mayor desfase
similarity-lead = La demostración mostró que avanzar { $k } lugares es la misma rotación empieces donde empieces. Una consecuencia directa: el producto escalar de dos codificaciones solo ve a qué distancia están las posiciones.
similarity-identity-text = Cada par { $sinCos } aporta { $term }, porque { $rule }. Así que el producto escalar es simétrico (intercambia { $p } y { $q } y nada cambia) y solo depende de { $offset }. Con muchos pares también tiende a decrecer a medida que crece el desfase, pero de forma irregular: los pares rápidos dan la vuelta y regresan, así que el decaimiento oscila. Un único par no tiene con qué compensarse y no decae en absoluto.
similarity-heatmap-heading = { $dot } para cada par de posiciones
similarity-heatmap-intro = La fila { $p }, columna { $q } muestra { $dot }. Para una { $d } par, cada diagonal ({ $offset } constante) tiene un solo color: la matriz es una matriz de Toeplitz, constante a lo largo de cada diagonal. El seno solitario de una { $d } impar rompe esto, como muestra el perfil de desfase más abajo.
similarity-profile-heading = El perfil de desfase { $g }
similarity-profile-intro = Leer una fila del mapa de calor desde su diagonal hacia fuera da el perfil de desfase { $profile }. El gráfico lo dibuja dos veces: empezando en { $zero } y empezando en { $atPos } (el ajuste { $pos } de arriba). Para una { $d } par, las dos curvas quedan exactamente una encima de otra, sea cual sea { $pos }: el perfil solo depende del desfase { $k }.
similarity-tokens-heading = Ahora añade los embeddings de los tokens
similarity-tokens-intro = Un modelo nunca ve { $pe } sola: ve { $x }, embedding del token más posición. Marca la casilla para añadir los embeddings de una frase corta y mira { $gram }: las diagonales limpias desaparecen, mezcladas con lo parecidas que son las palabras (las palabras repetidas se iluminan allí donde estén).
# The example sentence whose token embeddings are added: words separated by spaces, some of them repeated.
similarity-sentence = el gato se sentó en la alfombra porque la alfombra estaba caliente y el gato estaba cansado
similarity-odd-note = Con { $d } impar, la última dimensión es un seno solitario sin coseno que lo acompañe. Su término, { $term }, sí depende de { $p }, así que para { $d } impar el perfil depende de dónde empieza: compara las dos curvas de abajo.
similarity-heatmap-position = posición
similarity-heatmap-cell = { MATH("p = {0}", $pIs) }, { MATH("q = {0}", $qIs) }, desfase { MATH("p − q = {0}", $offsetIs) }: { MATH("{0} ≈ {1}", $dot, $value) }
similarity-curve-from = { $g } empezando en { $p }
similarity-axis-offset = desfase { $k }
similarity-chart-label = Gráfico de líneas del perfil de desfase { $g } para { $k } de 0 a { $last }, { MATH("d = {0}", $dIs) }: una curva continua gruesa que empieza en { $zero } y { $markers ->
        [triangles] una curva discontinua con triángulos
       *[none] una curva discontinua
    } que empieza en { MATH("p = {0}", $atPos) }{ $curves ->
        [same] , una encima de otra
       *[differ] , que difieren
    }.
similarity-start-none = { MATH("g(0) = {0}", $g0) }, y también lo es { $gk } para cada { $k } desde { $zero }: con { $dIs } no hay ningún par seno–coseno, y el seno solitario aporta { $term }.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
similarity-start = { MATH("g(0) = {0}", $g0) }, el valor más alto: { $count ->
        [one] el único par seno–coseno aporta
       *[other] cada par seno–coseno aporta
    } { $one }{ $odd ->
        [yes] , y empezando en { $zero } el seno solitario aporta { $term }
       *[no] {""}
    }.
similarity-range-one = Con { $nIs } no hay ningún otro desfase.
similarity-range = En { MATH("k = 0 … {0}", $range) }, el valor más bajo es { $value }, en { MATH("k = {0}", $at) }.
similarity-compare-zero = Aquí { $pos } también es 0, así que las dos curvas son la misma: pon { $pos } en otra posición para comparar.
similarity-compare-same = Empezar en { MATH("p = {0}", $atPos) } en lugar de 0 da el mismo valor { $where ->
        [one] en { $k0 }
       *[all] en cada desfase
    } (con 6 decimales): las dos curvas coinciden.
similarity-compare-differ = Empezar en { MATH("p = {0}", $atPos) } da en cambio { $value } en { $k0 }: el seno solitario de una { $d } impar hace que el perfil dependa de { $p }.
# Between the sentences of the offset profile's summary (a space where the language puts one).
similarity-sentence-join = { " " }
# Plurals: $count is more than the 256 listed here: plural.
similarity-table-first = Los primeros { $shown } de { $count } desfases.
similarity-column-from = { $g } desde { MATH("p = {0}", $p) }
similarity-profile-table = Datos del perfil de desfase
similarity-tokens-refused = { $reason }. La demostración con embeddings necesita una { $d } menor.
similarity-token-at = «{ $word }» en la posición { $pos }
similarity-gram-title = { $gram } con { $x }, { MATH("d = {0}", $dIs) }
similarity-heatmap-token = token
similarity-token-cell = { MATH("{0} · {1} ≈ {2}", $row, $col, $value) }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
similarity-sentence-shown = Frase ({ $count ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    }): { $words }
similarity-gram-summary = Con los embeddings añadidos, desfases iguales ya no dan valores iguales: las diagonales de { $gram } no son constantes, y la misma palabra en dos lugares sigue coincidiendo mucho consigo misma.
similarity-column-row-token = token de la fila
similarity-gram-caption = { $gram }, float32, redondeado a 3 decimales.
similarity-gram-table = Datos de { $gram }
similarity-tokens-toggle = Añadir embeddings de tokens: mostrar { $gram } con { $x }



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
input-lead = La codificación no se le da al modelo por separado: se suma, número a número, al embedding del token, el vector que representa la propia palabra.
# The word under E in the equation (a subscript: one short word).
input-equation-word = palabra
input-equation-text = Los dos vectores tienen la misma anchura { $d }, así que se pueden sumar. El embedding dice qué palabra es, la codificación dice dónde está, y la suma lleva las dos cosas. Aquí los embeddings son un sustituto pseudoaleatorio fijo de una tabla entrenada (la misma palabra recibe siempre el mismo vector); la parte posicional es la fórmula real.
input-no-gradient = La tabla sinusoidal no tiene parámetros: el entrenamiento cambia los embeddings, nunca { $pe }.
input-rounding = Los números se redondean a 6 decimales ({ -rounding }).
input-one-heading = Una palabra en una posición
input-two-heading = La misma palabra en dos posiciones
input-two-heading-at = La misma palabra en dos posiciones: { $p } y { $q }
input-two-heading-same = La misma palabra dos veces en la posición { $p } ({ $kIs })
input-two-text = La fila del embedding es idéntica en los dos lugares; solo cambia el término de posición, así que las dos entradas son distintas. Sin él, las dos apariciones entrarían en la atención como el mismo vector exacto.
input-same-text = Con { $kIs }, la segunda posición vuelve a ser la primera: el mismo embedding más el mismo término de posición, así que las dos entradas son idénticas. Pon { $k } en otro valor para verlas diferir.
# The word the section starts with (any word of the language; the reader can type another).
input-default-word = gato
input-word-label = palabra
input-word-hint = Escribe una palabra y pulsa Intro. La segunda posición es { $second } (ajustada arriba).
input-refused = { $reason }. Esta sección muestra { $d } hasta { $max }
input-quoted = «{ $word }»
input-one-label = Embedding, codificación y entrada
input-one-caption = La palabra { $word } en la posición { $p }, { MATH("d = {0}", $dIs) }.
input-column-vector = vector
input-column-dim = dim { $dim }
input-row-embedding = { $e } embedding del token
input-row-encoding = { $pe } codificación posicional
input-row-input = { $x } entrada del modelo
input-two-caption-same = La palabra { $word } dos veces en la posición { $p } ({ MATH("k = {0}", $kIs) }).
input-two-caption = La palabra { $word } en las posiciones { $p } y { $q } ({ MATH("k = {0}", $kIs) }).
input-row-at = { $vector } en { $p }



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-rope-pairing = emparejamiento (qué dimensiones gira RoPE juntas)
words-rope-shift = desplazamiento c (sumado a ambas posiciones)
words-rope-shift-why = { MATH("pos + c") } y { MATH("pos + Δ + c") } queden entre 0 y { $max }
words-rope-d = d (dimensión de la cabeza)
words-rope-k = Δ (desfase { MATH("n − m") })
words-rope-k-range = { $name } debe ser un número entero de { $min } a { $max } para que { MATH("pos + Δ") } sea una posición; se recibió { $got }.
rope-intro = La demostración terminó con una rotación: avanzar { $delta } posiciones gira cada par { MATH("(sin, cos)") } un ángulo { $turn }, sea cual sea el punto de partida. La codificación posicional rotatoria (RoPE; Su et al., RoFormer, 2021) pone esa rotación a trabajar directamente: en lugar de sumar un vector de posición al embedding, **gira** la propia consulta q y la propia clave k, par a par, el ángulo { $angle } con la misma { $omega } que la tabla sinusoidal. Aquí k es siempre el vector clave; el desfase entre las dos posiciones se llama { $offset }.
rope-head = RoPE gira dentro de cada cabeza de atención, así que d en esta página es la **dimensión de la cabeza**, la longitud de q y k en una cabeza, no la anchura del modelo. En LLaMA 7B la anchura del modelo es 4096, repartida entre 32 cabezas, así que cada cabeza gira vectores de { MATH("d = 128") } (64 pares).
rope-identity = Como una rotación de { $first } seguida de la inversa de una rotación de { $second } es una rotación de { $result }, es decir, { $identity } (la rotación de n actúa primero sobre k), la puntuación de atención entre una consulta girada y una clave girada solo puede ver el desfase { $offset }. RoPE no añade parámetros: nada en ella se aprende.
rope-block = La demostración escribió su bloque como { $block } porque actuaba sobre pares escritos { MATH("(sin, cos)") }. Sobre un par escrito { MATH("(a, b)") }, con a en el eje horizontal, el mismo giro en sentido antihorario es la matriz de arriba: { $map }. RoPE necesita una d par: cada dimensión tiene pareja, no queda ningún seno suelto.
rope-pairs-heading = Qué dos dimensiones forman un par
rope-pairs = Hay dos convenciones en uso, y ambas conservan la propiedad de arriba. **Intercalado** empareja las dimensiones { MATH("(2i, 2i + 1)") }: RoFormer, GPT-J y el código original de LLaMA de Meta. **Mitades** empareja la dimensión i con { MATH("i + d/2") }, el { $rotateHalf } de GPT-NeoX y del código de LLaMA de Hugging Face. Dan puntuaciones distintas para las mismas q y k, así que un checkpoint solo funciona con el emparejamiento con el que se entrenó; el script de conversión de LLaMA de Hugging Face permuta las filas de W_Q y W_K para pasar de uno a otro.
rope-stepper-heading = Gira q a mano, un par cada vez
rope-check-heading = Comprobación: la puntuación solo ve { MATH("n − m") }
rope-check = Toma la consulta en la posición { MATH("m = pos") } y la clave en { MATH("n = pos + Δ") }, y puntúalas. Luego mueve ambas con el mismo desplazamiento c y vuelve a puntuar. En aritmética exacta las dos puntuaciones son iguales, y ambas valen { $relative }, que no menciona m ni n por separado. Un equipo redondea, así que la tabla muestra cuán grandes son de verdad las diferencias: en float64 (unas 16 cifras significativas) y en float32 (unas 7), calculadas de dos maneras.
rope-decay-heading = Decaimiento a larga distancia
rope-decay = Si cada par de q y de k es { MATH("(1, 0)") }, la puntuación de las posiciones m y { MATH("m + Δ") } es { $g }: la misma suma que el producto sinusoidal { $product }, con { $g0 } porque cada par aporta { MATH("cos 0 = 1") }. Con varios pares, los cosenos se desfasan a medida que Δ crece y se anulan en parte, así que g(Δ) tiende a disminuir, de forma irregular. RoFormer (sección 3.4.3) convierte esto en una cota de la puntuación para cualesquiera q y k; la segunda curva es el factor de esa cota que depende de Δ, { $factor } con { $sum }, escalado como en la figura 2 del artículo. Es un factor de una cota, no una puntuación, y empieza en { MATH("(d/2 + 1)/2") }.
rope-why-add-heading = ¿Por qué no sumar la PE y dejar que W_Q y W_K lo resuelvan?
rope-why-add = La propiedad de la demostración, que { MATH("PE(p)·PE(q)") } depende solo de { MATH("p − q") }, vale para las codificaciones por sí solas (sin proyectar). Un modelo nunca compara codificaciones sin proyectar: primero proyecta. Con la PE sumada, la parte posicional de una puntuación es { $additive }, y unas W_Q y W_K cualesquiera no conmutan con las rotaciones (mezclan y estiran los senos y cosenos), así que las rotaciones ya no se cancelan. RoPE gira después de la proyección, { $rotated }, así que lo único que llega a la puntuación es el desfase. Abajo, el mismo token x está en las posiciones m y { MATH("n = m + Δ") } con Δ fijo, W_Q y W_K son aleatorias (con semilla), y solo m cambia de una fila a otra.
rope-asked-angle = el ángulo { MATH("θ = pos·ω_i") }
rope-guess-exact = Exacto con 6 decimales: { $what } es { $truth }.
rope-guess =
    { $verdict ->
        [very] Muy cerca
        [close] Cerca
       *[off] No del todo
    }: dijiste { $guess }, { $what } es { $truth }, una diferencia de { $error }.{ $hint ->
        [angle] { " " }Multiplica pos por ω_i; el ángulo está en radianes y no se reduce quitando vueltas completas.
        [trig] { " " }Usa radianes, no grados.
        [output] { " " }Usa a y b de q y los cos θ y sin θ de arriba; cuidado con el signo menos en a′.
       *[none] { "" }
    }
rope-type-number = Escribe un número, por ejemplo { $half } o { $example }.
rope-reveal = { $what } es { $value }.
rope-stage-frequency = Frecuencia
rope-stage-angle = Ángulo
rope-stage-trig = Coseno, seno
rope-stage-pair = El par de q
rope-stage-first = Primera salida
rope-stage-second = Segunda salida
rope-previous = ← Par anterior
rope-next = Par siguiente →
rope-predict-prompt = Predice primero: calcula el ángulo, cos, sin y las dos salidas antes de que se muestren
rope-stepper-keys = Cuando el recorrido tiene el foco, las flechas izquierda y derecha cambian de par, Inicio y Fin saltan al primero y al último; N y P funcionan en cualquier lugar de la sección.
rope-pairs-region = Cada par de q, girado
rope-pairs-summary = Todos los pares en una tabla
# Plurals: $d is even in RoPE (an odd d is refused), so 2 or more, at most 4096: plural.
rope-q-source = q es el vector consulta de la comprobación de más abajo: { $d } números entre { MATH("−1") } y 1 generados por el generador con semilla del núcleo (semilla { $seed }), siempre los mismos. El recorrido lo gira hasta la posición { MATH("pos = {0}", $pos) }: el resultado es { MATH("q′ = R({0}) q", $pos) }, la consulta girada que puntúa la comprobación.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
rope-pair-title =
    { $pairs ->
        [one] Par { MATH("i = {0}", $pair) } (el único par)
       *[other] Par { MATH("i = {0}", $pair) } (de 0 a { $last })
    }
rope-pair-where =
    { MATH("d = {0}", $d) }, { MATH("pos = {0}", $pos) }, base { $base }, emparejamiento { $pairing ->
        [half] por mitades
       *[interleaved] intercalado
    }: el par { $pair } son las dimensiones { $first } y { $second }. Da una vuelta cada { MATH("2π/ω = {0}", $wavelength) } posiciones.
rope-predict-question = Tu predicción para { $what }:
rope-pair-done =
    El par { $pair } está hecho. { $more ->
        [yes] Pasa al siguiente par.
       *[no] Ese era el último par.
    }
rope-vector-title = { MATH("q′ = R({0}) q", $pos) } se va completando
rope-vector-index = { MATH("j={0}", $j) } par { $pair }
rope-vector-note =
    { $part ->
        [yes] Se muestran las dimensiones { $from } a { $to } de { $dims }.{ " " }
       *[no] { "" }
    }El par actual tiene el borde grueso; un ? marca un valor que aún no se ha calculado.{ $pairing ->
        [half] { " " }Con emparejamiento por mitades, las dos dimensiones de un par están a { MATH("d/2") } de distancia.
       *[interleaved] { "" }
    }
rope-pairs-caption =
    { MATH("R({0})", $pos) } q, { MATH("d = {0}", $d) }, base { $base }, emparejamiento { $pairing ->
        [half] por mitades
       *[interleaved] intercalado
    }{ $cut ->
        [yes] { " " }(primeros { $max } pares)
       *[no] { "" }
    }
rope-column-pair = par i
rope-column-dims = dims.
rope-f64-exact = En float64 las dos puntuaciones coinciden aquí hasta el último bit.
rope-f64-rounding = En float64 difieren en { $difference }: es redondeo, no un fallo de la identidad. La diferencia tiende a crecer con las posiciones, porque un ángulo tan grande como { MATH("pos·ω") } arrastra un error de redondeo proporcional a su tamaño.
rope-rounded = La columna central conserva el ángulo { MATH("θ = pos·ω") } en float64 de la columna float64, calcula cos θ y sin θ en float64 y los redondea (junto con q y k) a float32; luego gira y calcula el producto escalar en float32. Cada una de sus puntuaciones está a menos de { $error } de la de float64: redondeo a float32 de esos números y de la aritmética, acotado por un múltiplo de { MATH("d·2⁻²⁴·|q|·|k|") } que no crece con la posición, porque ningún ángulo se redondea nunca a float32.
rope-naive =
    Formar primero el ángulo { MATH("pos·ω") } en float32, como hacen por defecto la mayoría de los frameworks, da un error de { $error }{ $worse ->
        [yes] : mayor, porque el propio ángulo se desvía en torno a un paso de redondeo de float32 de { MATH("pos·ω") }, y ese paso crece con la posición.
       *[no] , más o menos el mismo en estas posiciones (hasta { $far }); crece con la posición{ $suggest ->
            [yes] : prueba un desplazamiento de { $shift }
           *[no] { "" }
        }.
    }
rope-row-difference = |diferencia| entre las dos puntuaciones
rope-row-error = mayor error respecto a float64
rope-reference = (referencia)
rope-relative-region = La comprobación relativa, en float64 y float32
# Plurals: $digits is 9 here: «9 decimales».
rope-relative-caption =
    { MATH("d = {0}", $d) }, base { $base }, emparejamiento { $pairing ->
        [half] por mitades
       *[interleaved] intercalado
    }, q y k con semilla { $seed }. Puntuaciones con { $digits } decimales.
rope-column-quantity = magnitud
rope-column-rounded = float32, cos θ y sin θ redondeados desde float64
rope-column-naive = float32, ángulo formado en float32
rope-scroll-hint = La tabla se desplaza de lado
rope-relative-form = { MATH("q·R(Δ)") } k con { MATH("Δ = n − m = {0}", $delta) }: { $score }. Mayor distancia entre este valor y las dos puntuaciones en float64: { $gap }.
rope-decay-g0 =
    { MATH("g(0) = {0}", $g0) }: { $pairs ->
        [one] el único par aporta
        [many] cada uno de los { $count } de pares aporta
       *[other] cada uno de los { $count } pares aporta
    } { MATH("cos 0 = 1") }.
rope-decay-one-pair = Con { MATH("d = 2") } hay un solo par: nada se cancela, y { MATH("g(Δ) = cos Δ") } oscila entre { MATH("−1") } y 1 sin decaer; para Δ de { $from } a { $to }, |g(Δ)| aún llega a { $far }.
rope-decay-low = Para Δ de { $from } a { $to }, |g(Δ)| se queda en { $far } o menos, menos de la mitad de g(0): las posiciones lejanas puntúan menos.
rope-decay-high =
    Para Δ de { $from } a { $to }, |g(Δ)| aún llega a { $far }, más de la mitad de g(0): con esta d y esta base hay poco decaimiento dentro de { MATH("Δ ≤ {0}", $to) }.{ $suggest ->
        [yes] { " " }Prueba una d mayor, como { $larger }.
       *[no] { "" }
    }
rope-decay-bound = El factor de la cota vale { $first } en { MATH("Δ = 0") } y { $last } en { MATH("Δ = {0}", $K) }; su menor valor en el intervalo es { $lowest }, en { MATH("Δ = {0}", $at) }.
rope-sentence-gap = { " " }
rope-chart-bound = factor de la cota de RoFormer
rope-chart-x = desfase { MATH("Δ = n − m") }
rope-chart-y = valor
rope-chart-label = Gráfico de líneas para Δ de 0 a { $K }, { MATH("d = {0}", $d) }: g(Δ) como línea continua que empieza en { $g0 }, y el factor de la cota de RoFormer como línea discontinua que empieza en { $bound0 }.
rope-column-bound = factor de la cota
rope-decay-data = Datos del decaimiento
rope-spread-raw =
    Codificaciones sin proyectar, { MATH("p_m·p_n") }: dispersión { $spread }{ $kind ->
        [exact] : todas las filas dan exactamente la misma puntuación. Solo ven el desfase, como dijo la demostración.
        [rounding] , solo redondeo. Solo ven el desfase, como dijo la demostración.
       *[large] .
    }
rope-spread-additive =
    PE sumada a través de W_Q y W_K: dispersión { $spread }{ $kind ->
        [large] . La puntuación cambia con m aunque { MATH("n − m") } es el mismo en todas las filas: las proyecciones rompieron la propiedad de depender solo del desfase.
       *[rounding] , al nivel del redondeo con estos ajustes.
    }
rope-spread-rope =
    RoPE: dispersión { $spread }{ $kind ->
        [exact] : todas las filas dan exactamente la misma puntuación. Girar después de la proyección mantiene la puntuación como función de { MATH("n − m") }.
        [rounding] , solo redondeo. Girar después de la proyección mantiene la puntuación como función de { MATH("n − m") }.
       *[large] .
    }
rope-w-region = Puntuaciones con W_Q y W_K
rope-w-caption =
    { MATH("n − m = Δ = {0}", $delta) }, { MATH("d = {0}", $d) }, emparejamiento { $pairing ->
        [half] por mitades
       *[interleaved] intercalado
    }, W_Q, W_K y x con semilla { $seed }.
rope-pairing-interleaved = Intercalado
rope-pairing-interleaved-hint = dims. { MATH("(2i, 2i + 1)") }: RoFormer, LLaMA de Meta
rope-pairing-half = Por mitades
rope-pairing-half-hint = dims. { MATH("(i, i + d/2)") }: GPT-NeoX, Hugging Face
rope-pairing-label = Emparejamiento
rope-k-describe =
    { $side ->
        [same] la clave en la posición de la consulta
        [before]
            { $count ->
                [one] la clave { $positions } posición antes de la consulta
                [many] la clave { $positions } de posiciones antes de la consulta
               *[other] la clave { $positions } posiciones antes de la consulta
            }
       *[after]
            { $count ->
                [one] la clave { $positions } posición después de la consulta
                [many] la clave { $positions } de posiciones después de la consulta
               *[other] la clave { $positions } posiciones después de la consulta
            }
    }
rope-k-hint = { MATH("n = pos + Δ") }: Δ es la posición de la clave menos la de la consulta.
rope-shift-describe = ambas posiciones desplazadas { $shift }
rope-shift-hint = { MATH("m + c") } y { MATH("n + c") } deben seguir siendo posiciones. Los desplazamientos grandes muestran cómo crece el error del ángulo en float32.
rope-refused-odd = { $message }; elige una d par
rope-decay-refused = { $message }. El gráfico del decaimiento necesita una d menor.
rope-w-refused =
    { $message }. La tabla de { MATH("W_Q/W_K") } necesita { $need ->
        [delta] { MATH("Δ ≥ 0") }
       *[d] una d menor
    }.
rope-circle-heading = Par { $pair }: dimensiones { $first } (a) y { $second } (b)
rope-circle-caption-hidden = El giro se dibuja cuando hayas calculado el ángulo θ.
rope-circle-title-hidden = Par { $pair } de q: el punto { MATH("(a; b) = ({0}; {1})", $a, $b) } (círculo). Su giro de { MATH("θ = pos·ω") } queda oculto hasta que hayas calculado θ.
rope-circle-caption-zero = Este par de q es { MATH("(0, 0)") }: una rotación lo deja donde está.
rope-circle-caption = El punto gira en sentido antihorario un ángulo { MATH("θ = pos·ω = {0}", $turn) }; su distancia al centro no cambia.
# Plurals: $angle arrives as text and may be 1: the unit is written rad, which does not agree.
rope-circle-title = Par { $pair } de q: el punto { MATH("(a; b) = ({0}; {1})", $a, $b) } (círculo) gira { $angle } rad hasta { MATH("({0}; {1})", $a2, $b2) } (cuadrado, q′), el par de { MATH("q′ = R({0})q", $pos) }.
# Plurals: $angle arrives as text and may be 1: the unit is written rad, which does not agree.
rope-circle-title-unsolved = Par { $pair } de q: el punto { MATH("(a; b) = ({0}; {1})", $a, $b) } (círculo) gira { $angle } rad hasta el cuadrado (q′), el par de { MATH("q′ = R({0})q", $pos) }; sus coordenadas quedan ocultas hasta que hayas calculado a′ y b′.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-conventions-preset = ajuste predefinido (biblioteca)
conventions-variant-paper = El artículo
conventions-variant-concatenated = Disposición concatenada
conventions-variant-one-based-position = Posiciones contadas desde 1
conventions-variant-dimension-exponent = Exponente erróneo { MATH("b^(j/d)") }
conventions-variant-one-based-pair = Índice de par desde 1
conventions-variant-tensor2tensor = Espaciado de tensor2tensor
conventions-note-paper = Intercalado sin, cos, sin, cos …; { MATH("ω_i = b^(−2i/d)") } con i el índice del par; posiciones desde 0. La referencia para todas las filas de abajo.
conventions-note-concatenated = Primero todos los senos, luego todos los cosenos (tensor2tensor, el tutorial de TensorFlow, muchos modelos de difusión). Los mismos números en otro orden. Es la pregunta «¿esto es un error?» más frecuente en los gestores de incidencias públicos: no es un error, las dimensiones solo están permutadas.
conventions-note-one-based-position = Algunos textos numeran el primer token con 1, no con 0. Cada token baja una fila en la tabla: el token en el índice pos recibe { MATH("PE(pos + 1)") }. Es inofensivo si se usa igual en todas partes.
conventions-note-dimension-exponent = Usa el índice de dimensión j donde la fórmula tiene 2i. Así cada coseno recibe su propia frecuencia, algo más lenta, de modo que el seno y el coseno de un par ya no comparten ángulo y la demostración del desplazamiento deja de valer. Algunos textos imprimen esta fórmula por error, incluso junto a código que lo hace bien.
conventions-note-one-based-pair = Contar los pares desde { MATH("i = 1") } (como en { MATH("W[2i−1, t] = sin(t / b^(2i/d))") } con { MATH("0 < i ≤ d/2") }) hace cada frecuencia un par más lenta: se pierde la onda más rápida, { MATH("ω = 1") }. Algunos textos lo escriben así.
conventions-note-tensor2tensor = Espacia las escalas de tiempo logarítmicas en { MATH("log(b)/(d/2 − 1)") }, de modo que la longitud de onda más larga es exactamente 2πb en lugar de { MATH("2πb^((d−2)/d)") }. Se muestra intercalado para que solo difiera el espaciado.
conventions-lead = La misma idea se escribe de varias maneras. Algunas diferencias son solo convenciones (inofensivas una vez que las conoces); dos son errores que cambian los números. Aquí están lado a lado para el mismo token.
conventions-compare-heading = Una variante menos el artículo, posición a posición
conventions-compare-intro = Elige una variante: el mapa de calor muestra su matriz menos la del artículo, para n posiciones y d dimensiones. El blanco significa igual.
conventions-precision-heading = Posiciones grandes y float32
conventions-precision-intro = La mayoría de los frameworks calculan el ángulo { MATH("pos·ω") } en float32 y solo después toman el seno. En posiciones grandes float32 no puede guardar el ángulo exactamente, y el error aparece en la codificación, aunque el valor exacto siempre está en { MATH("[−1, 1]") }. El núcleo nunca forma el ángulo en float32: en la primera posición de cada bloque de filas toma el seno y el coseno en float64 y los redondea a float32, y llega a cada posición posterior del bloque con una rotación en float32 de { MATH("ω·k") } (la propiedad del desplazamiento relativo, con cos { MATH("ω·k") } y sin { MATH("ω·k") } también redondeados a float32). Así cada uno de sus valores está a unos pocos redondeos de float32 del exacto y no arrastra error de ángulo: como mucho { MATH("5·2⁻²⁴ ≈ 3,0·10⁻⁷") } en cualquier posición, donde redondear una vez el valor exacto dejaría como mucho { MATH("2⁻²⁵ ≈ 3,0·10⁻⁸") }. Los errores que sí tiene se imprimen y se dibujan abajo.
conventions-past-end = pos debe ser como mucho { $max } aquí: la fila «{ $label }» lee { MATH("PE(pos + {0})", $shift) }; se recibió { $got }
conventions-kind-reference = referencia
conventions-kind-convention = convención
conventions-kind-mistake = error
# Plurals: $digits is 6 here: «6 decimales».
conventions-side-caption =
    El token en el índice { $pos }, { MATH("d = {0}", $d) }{ $cut ->
        [yes] { " " }(primeras { $shown } dimensiones)
       *[no] { "" }
    }. Bajo cada valor: qué función y qué par llenan esa dimensión. Valores redondeados a { $digits } decimales ({ -rounding }).
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
conventions-side-scroll =
    La tabla es más ancha que la pantalla: desplázala de lado para ver { $dims ->
        [one] la única dimensión
       *[other] las { $shown } dimensiones
    }
conventions-compare-equal =
    { $positions ->
        [one] { $label } da exactamente los números del artículo en esta única posición.
       *[other] { $label } da exactamente los números del artículo en estas { $count } posiciones.
    }
conventions-compare-summary =
    { $label }: la mayor |diferencia| es { $difference }, en el token { $row }, dimensión { $dim }.{ $layout ->
        [yes] { " " }Es grande, y aun así no se pierde nada: ordena las columnas y las dos matrices coinciden.
       *[no] { "" }
    }
conventions-column-variant = variante
conventions-column-dim = dim. { $j }
conventions-side-region = Variantes lado a lado
conventions-picker-label = Variante que comparar con el artículo
conventions-picker-announce = Comparando el artículo con: { $label }
conventions-heatmap-title = { $label } menos el artículo
conventions-heatmap-rows = posición
conventions-heatmap-columns = dimensión
conventions-heatmap-cell = token { $row }, dimensión { $dim }: { $label } menos el artículo ≈ { $value }
conventions-precision-naive = ángulo en float32 (lo habitual)
conventions-precision-fast = el núcleo: ángulo en float64, resultado en float32
# Plurals: $d is the check's 512 dimensions: plural.
conventions-precision-y = mayor |error| en { $d } dimensiones
conventions-position-presets = Posiciones predefinidas
conventions-precision-field = posición para la comprobación en float32
conventions-precision-hint = { MATH("d = {0}", $d) }, base b de los ajustes.
conventions-precision-summary = En la posición { $pos }: ángulo en float32, mayor error { $naive }; la vía float32 del núcleo, mayor error { $fast }. El error salta de una posición a la siguiente; entre { $first } y { $last } el error del ángulo en float32 alcanza su máximo en { $worst } (posición { $worstPos }).
conventions-precision-label = Gráfico de líneas, escala logarítmica: mayor error en float32 de la codificación en las posiciones { $first } a { $last }, calculada de dos maneras.
conventions-precision-description = Ángulo en float32: errores de hasta { $naive } en este intervalo; la vía float32 del núcleo: como mucho { $fast }.
conventions-column-naive = ángulo en float32
conventions-column-fast = float32 del núcleo
conventions-precision-data = Datos del error en float32
conventions-layout-interleaved = intercalada: sin, cos, sin, cos, …
conventions-layout-sin-cos = todos los senos, luego todos los cosenos
conventions-layout-cos-sin = todos los cosenos, luego todos los senos
conventions-spacing-as = { $formula }, calculado como { $code }
conventions-spacing-log = { $formula }, { $range }: la longitud de onda más larga es exactamente { $longest }
conventions-spacing-numpy = { $formula } en float64 de numpy
conventions-spacing-numpy-sines = { $formula } en float64 de numpy; los senos llenan las columnas { $columns }
conventions-spacing-pow = { $formula } con { $code } en float32
conventions-first-start-index = { $code } ({ $zero } por defecto)
conventions-first-padding = fila { $row } ({ $code })
conventions-first-padding-offset = fila { $row } ({ $code }; la tabla tiene { $offset } filas de más)
conventions-first-past = { $zero } ({ $code })
conventions-first-klen = de { $from } hasta { $to } (distancias relativas); aquí las filas son las posiciones tal como se dan
conventions-odd-shape = falla: PyTorch lanza un error de forma (shape mismatch)
# Plurals: $count is the expression d/2: plural.
conventions-odd-zero-column = { $count } frecuencias y luego una columna de ceros
conventions-odd-sine = termina con un seno
# Plurals: $sines and $cosines are expressions of d (ceil(d/2), floor(d/2)): plural.
conventions-odd-ceil = { $sines } senos, { $cosines } cosenos
conventions-odd-assert = falla: { $code }
# Plurals: $width is the expression d + 1: plural.
conventions-odd-wide = anchura errónea: { $width } columnas
conventions-presets-heading = Lo que construyen de verdad las bibliotecas
conventions-presets-intro = Diez implementaciones muy copiadas, cada una reproducida a partir de su código fuente. Difieren en la disposición, en cómo se espacian las frecuencias, en qué fila lee el primer token, en qué hacen con una d impar y en si forman el ángulo { MATH("pos·ω") } en float32 (el dtype por defecto de PyTorch y TensorFlow) o en float64 (numpy).
# Plurals: $d is the presets' 512 dimensions: plural.
conventions-presets-caption = Los diez ajustes predefinidos. La última columna: la mayor |tabla en float32 − fórmula en float64| en las { $d } dimensiones de la fila { $pos }.
conventions-column-library = biblioteca
conventions-column-source = fuente (archivo, función)
conventions-column-layout = disposición
conventions-column-spacing = espaciado de frecuencias
conventions-column-first = el primer token lee
conventions-column-padding = fila de relleno
conventions-column-odd = d impar
conventions-column-angle = ángulo formado en
conventions-column-error = error en float32 en pos { $pos }
conventions-padding-row = fila { $row }, todo ceros
conventions-padding-none = ninguna
conventions-float64-numpy = float64 (numpy)
conventions-meaning-float32 =
    { $libraries ->
        [one] En { MATH("pos = {0}", $pos) } con { MATH("d = {0}", $d) }, la única biblioteca que forma el ángulo { MATH("pos·ω") } en float32 se desvía entre { $least } y { $most } en la peor dimensión de la fila: float32 guarda unas siete cifras significativas, así que un ángulo cercano a { $pos } radianes no puede guardarse exactamente, y su seno y su coseno heredan el error por bien que se calculen.
        [many] En { MATH("pos = {0}", $pos) } con { MATH("d = {0}", $d) }, las { $count } de bibliotecas que forman el ángulo { MATH("pos·ω") } en float32 se desvían entre { $least } y { $most } en la peor dimensión de la fila: float32 guarda unas siete cifras significativas, así que un ángulo cercano a { $pos } de radianes no puede guardarse exactamente, y su seno y su coseno heredan el error por bien que se calculen.
       *[other] En { MATH("pos = {0}", $pos) } con { MATH("d = {0}", $d) }, las { $count } bibliotecas que forman el ángulo { MATH("pos·ω") } en float32 se desvían entre { $least } y { $most } en la peor dimensión de la fila: float32 guarda unas siete cifras significativas, así que un ángulo cercano a { $pos } radianes no puede guardarse exactamente, y su seno y su coseno heredan el error por bien que se calculen.
    }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
conventions-meaning-float64 =
    { $libraries ->
        [one] { $names } forma el ángulo en float64 con numpy y solo redondea el resultado a float32: su error, como mucho { $most }, es ese último redondeo y nada más.
       *[other] { $names } forman el ángulo en float64 con numpy y solo redondean el resultado a float32: su error, como mucho { $most }, es ese último redondeo y nada más.
    }
conventions-sentence-gap = { " " }
conventions-row-padding = fila { $row }: relleno, todo ceros
conventions-row-first = fila { $row }: primer token
conventions-row = fila { $row }
conventions-rows-caption =
    { $kind ->
        [float64] La fórmula de la biblioteca en float64
       *[float32] Los propios pasos en float32 de la biblioteca
    }: filas { $from } a { $to }, { MATH("d = {0}", $d) }{ $cut ->
        [yes] { " " }(primeras { $shown } dimensiones)
       *[no] { "" }
    }.
conventions-column-row = fila de la tabla
conventions-rows-region =
    { $kind ->
        [float64] Tabla del ajuste en float64
       *[float32] Tabla del ajuste en float32
    }
conventions-preset-label = Biblioteca
conventions-preset-announce = Biblioteca: { $library }
conventions-presets-region = Los diez ajustes de bibliotecas
conventions-presets-rounding = Los valores de las tablas se redondean a 6 decimales ({ -rounding }); los errores se muestran en notación científica con 2 cifras significativas.
conventions-preset-refused =
    { $message }. { $shown ->
        [yes] Se sigue mostrando la última tabla que funcionó.
       *[no] Aún no hay tabla que mostrar: elige otra d u otra biblioteca.
    }
conventions-preset-summary =
    { $library }: { $layout }; el ángulo se forma en { $angle ->
        [float32] float32
       *[float64] float64 (numpy)
    }.{ $padding ->
        [yes] { " " }La fila { $paddingRow } es la fila de relleno ({ $paddingCode }): todo ceros. El primer token real lee la fila { $firstRow }, así que el token en el índice t lee la fila { MATH("t + {0}", $firstRow) }.
       *[no] { " " }El primer token lee la fila { $firstRow }.
    } En { MATH("pos = {0} (d = {1})", $pos, $d) } su tabla en float32 se desvía hasta { $error }, en la dimensión { $dim }.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-bias-max-distance = distancia máxima
words-bias-buckets = intervalos
words-bias-offset = el desfase
words-bias-trained = L (longitud de entrenamiento, parte más allá de L)
words-bias-example = el gato se sentó en el sofá
words-bias-heads = H (número de cabezas)
words-bias-head = cabeza (la cabeza mostrada)
words-bias-buckets-setting = intervalos (T5)
words-bias-maxdist = distancia máxima (T5)
words-bias-causal = causal
words-bias-sentence = frase
# Plurals: $keys is the expression 4L: «4L claves».
words-bias-trained-refused = L (longitud de entrenamiento) debe ser aquí un número entero de { $smallest } a { $largest } ({ $keys } claves como mucho { $most }); se recibió { $got }.
words-bias-refused = { $reason }.
words-bias-causal-refused = { $reason } (intervalos de T5 causal).
# Between two sentences of the bias section: a space, or nothing where sentences end in a full-width stop.
bias-sentence-join = { " " }
bias-map-hatched = Las celdas rayadas están enmascaradas: la clave va después de la consulta, su puntuación es { $minusInfinity } antes del softmax y su peso es 0.
bias-list = { $items } y { $last }
bias-list-separator = {", "}
bias-lead = La codificación sinusoidal y RoPE meten la posición en los vectores. ALiBi y T5 no tocan los vectores: suman un número a cada puntuación de atención, y ese número depende solo de lo lejos que esté la clave de la consulta.
bias-score-text = La consulta { $i } mira la clave { $j }; el sesgo { $b } solo ve el desfase { $offset }, nunca las palabras ni el lugar de la frase donde está el par.
bias-alibi-heading = ALiBi: una penalización que crece con la distancia
# Plurals: $H is the symbol H: «las H cabezas».
bias-alibi-text = ALiBi (Press, Smith y Lewis, 2022) da a cada una de las { $H } cabezas una pendiente fija { $m } y resta a la puntuación { $m } veces la distancia. No se aprende nada: las pendientes se fijan antes del entrenamiento, con la regla de abajo para el { $H } elegido.
bias-alibi-causal = ALiBi se introdujo para modelos de lenguaje de izquierda a derecha, donde una máscara causal oculta además toda clave posterior a la consulta (puntuación { $minusInfinity }, peso 0): marca causal para verlo. Sin la máscara el sesgo es simétrico, { MATH("{0}", $bias) } a ambos lados de la diagonal.
bias-alibi-why-title = Qué mantiene ALiBi dentro de lo conocido más allá de la longitud de entrenamiento
bias-alibi-why = La penalización es una recta en la distancia, así que una clave más lejana que cualquiera del entrenamiento recibe la misma recta, prolongada: ningún parámetro nuevo ni ningún tipo nuevo de sesgo, solo una penalización mayor del tipo que el modelo ya usa, que hace que esas claves lejanas cuenten menos. En el primer bloque tampoco hay nada más nuevo, porque sus consultas y claves salen solo de los embeddings de los tokens. A partir del segundo bloque eso deja de ser cierto: cada salida del primer bloque es una media ponderada en la que las palabras cercanas cuentan más, de modo que la posición ya está en los vectores, y una entrada más larga puede dar a los bloques siguientes vectores que nunca vieron. Lo que midieron Press, Smith y Lewis es la perplejidad: modelos de lenguaje entrenados con entradas cortas la mantuvieron casi constante en entradas mucho más largas. Una perplejidad constante dice que las claves lejanas no hacen daño; no dice que el modelo las aproveche, ni que las respuestas de una tarea sigan siendo correctas más allá de la longitud de entrenamiento. Los gráficos de «{ $beyond }» muestran cómo sigue la recta; el laboratorio de «{ $lab }» entrena ALiBi junto a los otros esquemas y mide las respuestas exactas más allá de la longitud de entrenamiento.
bias-t5-heading = T5: un número aprendido por intervalo de desfases
bias-t5-text = T5 (Raffel et al., 2020) clasifica cada desfase clave − consulta en uno de un número fijo de intervalos o buckets ({ $numBuckets } en el código, 32 en T5); cada cabeza aprende un número por intervalo y lo suma a la puntuación. La clasificación en sí es fija (la { $bucketFunction } de Hugging Face):
bias-t5-rule-halves = Bidireccional (el codificador): la mitad de los intervalos para claves en la posición de la consulta o antes de ella, la otra mitad para claves posteriores.
bias-t5-rule-exact = En cada mitad, la primera mitad de los intervalos son exactos: un desfase cada uno.
bias-t5-rule-log = Los demás son logarítmicos: los tramos de desfases que contienen se ensanchan con la distancia; la distancia máxima ({ $maxDistance } en el código, 128 en T5) fija lo rápido que se ensanchan.
bias-t5-rule-last = El último intervalo de cada dirección no tiene fin: empieza donde la fórmula logarítmica lo alcanza por primera vez, lo que puede ocurrir mucho antes de la distancia máxima (la frase bajo los controles dice dónde, para los valores elegidos), y contiene todos los desfases desde ahí.
bias-t5-rule-causal = Causal (el decodificador, y esta página cuando marcas causal): todos los intervalos son para claves anteriores a la consulta; toda clave en la posición de la consulta o después de ella cae en el intervalo 0, como el desfase 0 (en un modelo causal esas claves están enmascaradas de todos modos).
bias-t5-learned-title = Los valores se aprenden; aquí son un sustituto
bias-t5-learned = En T5 los valores del sesgo se aprenden junto con el resto del modelo. Esta página no tiene un T5 entrenado, así que los valores mostrados (la última columna de la tabla, y T5 en la comparación de abajo) salen de una tabla sustituta pseudoaleatoria con semilla. Solo es real qué desfases comparten intervalo.
bias-calc-heading = ¿Qué intervalo?
bias-map-heading = Intervalo de cada par consulta–clave
bias-compare-heading = Lado a lado en una frase
bias-compare-text = Una cabeza de atención con los mismos embeddings de tokens con semilla y los mismos pesos de consulta y clave para cada esquema; solo cambia la forma en que entra la posición. La sinusoidal suma PE a los embeddings, RoPE gira consultas y claves según la posición, ALiBi suma el sesgo { MATH("{0}", $bias) } de la cabeza elegida y T5 el valor (sustituto) del intervalo de la cabeza elegida. Cada mapa muestra los pesos del softmax: fila = palabra de la consulta, columna = la palabra de la clave a la que atiende.
bias-rounding = Los números se redondean ({ -rounding }): las pendientes a 8 decimales, los sesgos a 6 y los pesos de atención a 3 en las tablas de los mapas.
bias-scheme-sinusoidal = { $name } (sumada a los embeddings)
bias-scheme-rope = { $name } (consultas y claves giradas)
bias-scheme-alibi = { $name } (penalización lineal por distancia)
bias-scheme-t5 = { $name } (sesgo por intervalos, valores sustitutos)
bias-scheme-name-sinusoidal = la codificación sinusoidal
bias-range-below = { $offset } o menos
bias-range-above = { $offset } o más
bias-kind-after = en la posición de la consulta o después
bias-kind-last = último (sin fin)
bias-kind-exact = exacto
bias-kind-log = logarítmico
bias-heads-describe =
    { $count ->
        [one] { $heads } cabeza
        [many] { $heads } de cabezas
       *[other] { $heads } cabezas
    }
bias-head-range = escribe de 0 a { $last } ({ $symbol })
bias-head-describe = cabeza { $head }, { MATH("h = {0}", $h) } en la fórmula
bias-causal-label = causal (enmascara toda clave posterior a la consulta)
bias-causal-announce = { $on ->
    [yes] causal activado
   *[no] causal desactivado
}
bias-buckets-describe =
    { $count ->
        [one] { $buckets } intervalo
        [many] { $buckets } de intervalos
       *[other] { $buckets } intervalos
    }
bias-maxdist-describe = distancia máxima { $maxdist }
bias-maxdist-describe-start =
    { $count ->
        [one] distancia máxima { $maxdist }: el último intervalo empieza a { $start } token de distancia
        [many] distancia máxima { $maxdist }: el último intervalo empieza a { $start } de tokens de distancia
       *[other] distancia máxima { $maxdist }: el último intervalo empieza a { $start } tokens de distancia
    }
bias-offset-label = desfase clave − consulta
bias-offset-hint = Escribe un número entero y pulsa Intro: negativo = la clave está antes de la consulta.
bias-words-hint = Palabras separadas por espacios; pulsa Intro. Repite una palabra para comparar sus dos filas.
bias-slope-one = { MATH("H = {0}", $heads) }: la única cabeza tiene { MATH("{0} = {1}", $rule, $slope) }.
bias-slope-geometric = { MATH("H = {0}", $heads) }: todas las cabezas siguen { $rule }, una sucesión geométrica de { $first } a { $last }: la pendiente de cada cabeza es la de la anterior por { $ratio }.
# Plurals: $base is the largest power of two below H (H is not one, so H ≥ 3 and $base ≥ 2), $double is 2 × $base: both plural, never a million.
bias-slope-interleaved = { MATH("H = {0}", $heads) } no es una potencia de dos, así que el núcleo sigue la regla de los autores de ALiBi: las primeras { $base } cabezas toman las pendientes de { $base } cabezas, { $baseRule } (la mayor potencia de dos menor que { $H }); las otras { $extra } toman una de cada dos pendientes de { $double } cabezas, { $extraRule } para { $odd } ({ $extraSlopes }). Por eso las pendientes no van en orden de cabeza: la cabeza { $nextHead } tiene { MATH("m = {0}", $nextSlope) }, más que el { $lastSlope } de la cabeza { $lastHead }.
bias-slopes-label = Pendientes de ALiBi
bias-slopes-caption =
    { $count ->
        [1] La pendiente de la única cabeza, la cabeza 0, que se muestra abajo.
        [many] La pendiente de cada una de las { $heads } de cabezas; la cabeza { $head } se muestra abajo.
       *[other] La pendiente de cada una de las { $heads } cabezas; la cabeza { $head } se muestra abajo.
    }
bias-col-head = cabeza
bias-col-slope = pendiente m
bias-col-power = como potencia de 2
bias-col-rule = según la regla
bias-head-cell = cabeza { $head }
bias-scroll-hint = Desplaza la tabla hacia los lados
bias-alibi-line =
    { $far ->
        [1] La cabeza { $head } tiene pendiente { MATH("m = {0}", $slope) }: una clave 1 token atrás recibe { $near }.
        [many] La cabeza { $head } tiene pendiente { MATH("m = {0}", $slope) }: una clave 1 token atrás recibe { $near }; { $farCount } de tokens atrás, { $farBias }.
       *[other] La cabeza { $head } tiene pendiente { MATH("m = {0}", $slope) }: una clave 1 token atrás recibe { $near }; { $farCount } tokens atrás, { $farBias }.
    }
bias-alibi-line-single = La cabeza { $head } tiene pendiente { MATH("m = {0}", $slope) }. Con una sola posición no hay distancia que penalizar: aumenta n.
bias-alibi-compare =
    { $count ->
        [one] El sesgo crece linealmente con la distancia, así que una cabeza más empinada mira más cerca: { $far } token atrás, la cabeza más empinada aquí (cabeza { $steepest }, { MATH("m = {0}", $steepestSlope) }) suma { $steepestBias } a la puntuación, y la más plana (cabeza { $shallowest }, { MATH("m = {0}", $shallowestSlope) }) solo { $shallowestBias }.
        [many] El sesgo crece linealmente con la distancia, así que una cabeza más empinada mira más cerca: { $far } de tokens atrás, la cabeza más empinada aquí (cabeza { $steepest }, { MATH("m = {0}", $steepestSlope) }) suma { $steepestBias } a la puntuación, y la más plana (cabeza { $shallowest }, { MATH("m = {0}", $shallowestSlope) }) solo { $shallowestBias }.
       *[other] El sesgo crece linealmente con la distancia, así que una cabeza más empinada mira más cerca: { $far } tokens atrás, la cabeza más empinada aquí (cabeza { $steepest }, { MATH("m = {0}", $steepestSlope) }) suma { $steepestBias } a la puntuación, y la más plana (cabeza { $shallowest }, { MATH("m = {0}", $shallowestSlope) }) solo { $shallowestBias }.
    }
bias-alibi-compare-one = El sesgo crece linealmente con la distancia. Con una sola cabeza no hay otra más o menos empinada con la que comparar: aumenta H.
bias-alibi-map-title = { $causal ->
    [yes] Sesgo de ALiBi, cabeza { $head } de { MATH("H = {0}", $heads) }, causal
   *[no] Sesgo de ALiBi, cabeza { $head } de { MATH("H = {0}", $heads) }
}
bias-axis-query-position = posición de la consulta
bias-axis-key-position = posición de la clave
bias-alibi-cell-masked = consulta { $query }, clave { $key }: enmascarada, la clave va después de la consulta ({ $minusInfinity } antes del softmax, peso 0)
bias-alibi-cell = consulta { $query }, clave { $key }, distancia { MATH("|i − j| = {0}", $distance) }: sesgo { $bias }
bias-alibi-map-summary = { $causal ->
    [yes] La fila { $i }, columna { $j } es la consulta { $i } mirando la clave { $j }, para la cabeza { $head } ({ MATH("m = {0}", $slope) }). La diagonal vale 0 y el sesgo baja { $m } por cada paso que se aleja de ella; toda celda a la derecha de la diagonal (clave después de la consulta) está enmascarada y rayada. Solo depende de la distancia, así que la tabla da un valor por distancia.
   *[no] La fila { $i }, columna { $j } es la consulta { $i } mirando la clave { $j }, para la cabeza { $head } ({ MATH("m = {0}", $slope) }). La diagonal vale 0 y el sesgo baja { $m } por cada paso que se aleja de ella, igual a ambos lados. Solo depende de la distancia, así que la tabla da un valor por distancia.
}
bias-col-distance = distancia { $distance }
bias-col-bias-head = sesgo, cabeza { $head }
bias-alibi-table-label = Sesgo de ALiBi por distancia
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
bias-t5-summary-bidirectional = Bidireccional, { $count ->
    [one] { $buckets } intervalo
   *[other] { $buckets } intervalos
}, distancia máxima { $maxdist }: { $exact ->
    [0] ningún desfase tiene un intervalo propio
    [1] el desfase { $exactSpans } tiene un intervalo propio (exacto)
   *[other] los desfases { $exactSpans } tienen un intervalo cada uno (exactos)
}, { $perDirection } por dirección contando el 0 del lado anterior; { $log ->
    [yes] más lejos los intervalos son logarítmicos; los desfases
   *[no] los desfases
} { $before } comparten el intervalo { $beforeBucket } y los desfases { $after } comparten el intervalo { $afterBucket }, el último de cada dirección.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
bias-t5-summary-causal = Causal (una dirección), { $count ->
    [one] { $buckets } intervalo
   *[other] { $buckets } intervalos
}, distancia máxima { $maxdist }: { $exact ->
    [0] ningún desfase tiene un intervalo propio
    [1] el desfase { $exactSpans } tiene un intervalo propio (exacto)
   *[other] los desfases { $exactSpans } tienen un intervalo cada uno (exactos)
}; { $log ->
    [yes] más lejos los intervalos son logarítmicos; los desfases
   *[no] los desfases
} { $before } comparten el intervalo { $beforeBucket }, el último; todo desfase { $after } cae en el intervalo { $afterBucket }.
bias-t5-where = { $where ->
    [before-log] Así que el último intervalo empieza en la distancia { $start }, antes de la distancia máxima { $maxdist }: la distancia máxima solo fija lo rápido que se ensanchan los intervalos logarítmicos, y estos alcanzan ahí el último.
    [before-few] Así que el último intervalo empieza en la distancia { $start }, antes de la distancia máxima { $maxdist }: con tan pocos intervalos no queda ninguno entre los exactos y el último, así que el último empieza justo después de ellos.
    [at] Así que el último intervalo empieza en la distancia { $start }, la distancia máxima.
   *[beyond] Así que el último intervalo empieza en la distancia { $start }, más allá de la distancia máxima { $maxdist }.
}
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
bias-t5-unused = { $count ->
    [1] El intervalo { $buckets } no contiene ningún desfase (el desfase 0 es el intervalo 0, así que las claves posteriores a la consulta empiezan un intervalo más tarde).
   *[other] Los intervalos { $buckets } no contienen ningún desfase (el desfase 0 es el intervalo 0, así que las claves posteriores a la consulta empiezan un intervalo más tarde; y los intervalos logarítmicos más estrechos que un desfase quedan vacíos).
}
bias-t5-table-label = Intervalos de T5
bias-t5-caption =
    { $bidirectional ->
        [yes]
            { $count ->
                [one] Desfase clave − consulta → intervalo, bidireccional, { $buckets } intervalo, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
                [many] Desfase clave − consulta → intervalo, bidireccional, { $buckets } de intervalos, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
               *[other] Desfase clave − consulta → intervalo, bidireccional, { $buckets } intervalos, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
            }
       *[no]
            { $count ->
                [one] Desfase clave − consulta → intervalo, causal (una dirección), { $buckets } intervalo, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
                [many] Desfase clave − consulta → intervalo, causal (una dirección), { $buckets } de intervalos, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
               *[other] Desfase clave − consulta → intervalo, causal (una dirección), { $buckets } intervalos, distancia máxima { $maxdist }. Última columna: cabeza { $head } de la tabla sustituta.
            }
    }
bias-col-bucket = intervalo
bias-col-offsets = desfases clave − consulta
bias-col-kind = tipo
bias-col-stand-in = sesgo sustituto, cabeza { $head }
bias-calc-answer = { $kind ->
    [last] Desfase { $offset } → intervalo { $bucket }: el último intervalo de su dirección, compartido por todo desfase { $offsets }.
    [exact] Desfase { $offset } → intervalo { $bucket }: un intervalo exacto, solo para este desfase.
    [log] Desfase { $offset } → intervalo { $bucket }: un intervalo logarítmico con los desfases { $offsets }.
   *[none] Desfase { $offset } → intervalo { $bucket }.
}
bias-t5-map-title =
    { $bidirectional ->
        [yes]
            { $count ->
                [one] Intervalo de T5 de clave − consulta, bidireccional, { $buckets } intervalo, distancia máxima { $maxdist }
                [many] Intervalo de T5 de clave − consulta, bidireccional, { $buckets } de intervalos, distancia máxima { $maxdist }
               *[other] Intervalo de T5 de clave − consulta, bidireccional, { $buckets } intervalos, distancia máxima { $maxdist }
            }
       *[no]
            { $count ->
                [one] Intervalo de T5 de clave − consulta, causal, { $buckets } intervalo, distancia máxima { $maxdist }
                [many] Intervalo de T5 de clave − consulta, causal, { $buckets } de intervalos, distancia máxima { $maxdist }
               *[other] Intervalo de T5 de clave − consulta, causal, { $buckets } intervalos, distancia máxima { $maxdist }
            }
    }
bias-t5-cell = consulta { $query }, clave { $key }, desfase { $offset }: intervalo { $bucket } (sesgo sustituto de la cabeza { $head }: { $bias })
bias-t5-map-single = Con { $n } hay una sola celda: consulta 0 y clave 0, desfase 0, en el intervalo { $bucket }. Aumenta { $raise } para ver los demás desfases.
bias-t5-map-rows = La fila { $i }, columna { $j } es el intervalo del desfase { $offset }.
bias-t5-map-diagonals = Cada diagonal (un desfase) tiene un solo intervalo; cerca de la diagonal cada desfase tiene su propio intervalo, más lejos { $log ->
    [yes] los intervalos se ensanchan
   *[no] los desfases comparten el último intervalo de su dirección
}{ $reach ->
    [yes] , y a partir de la distancia { $start } (el último intervalo) dejan de cambiar.
   *[no] .
}
bias-t5-map-sides = La diagonal y las claves anteriores a la consulta (a su izquierda) usan los intervalos 0 … { $last }; las claves posteriores (a la derecha) usan los demás.
bias-t5-map-sides-causal = Causal: la diagonal y toda clave posterior a la consulta (a su derecha) caen en el intervalo 0.
bias-col-offset = desfase clave − consulta
bias-t5-map-table-label = Intervalo de T5 por desfase
bias-word-label = «{ $word }» ({ $position })
bias-compare-map-title = Pesos de atención, { $scheme }
bias-axis-query-word = palabra de la consulta
bias-axis-key-word = palabra de la clave
bias-compare-cell-masked = { MATH("{0} → {1}", $query, $key) }: enmascarada (clave después de la consulta), peso 0
bias-compare-cell = { MATH("{0} → {1}", $query, $key) }: peso { $weight } (puntuación { $score }, sesgo de posición { $bias })
bias-masked = enmascarada
bias-compare-summary = { $scheme }: cada fila son los pesos del softmax de una palabra de la consulta sobre las palabras de las claves y suma 1. La última consulta, { $last }, da su mayor peso, { $weight }, a { $top }.
bias-col-query = consulta
bias-col-word = { $word } ({ $position })
# Plurals: $digits is 3 here: «3 decimales».
bias-compare-caption = Pesos del softmax, redondeados a { $digits } decimales.
bias-compare-table-label = Pesos, { $scheme }
bias-compare-no-repeat = Ninguna palabra aparece dos veces en esta frase. Repite una (como «{ $word }» en la frase por defecto) para comparar sus dos filas: sin ninguna información de posición serían idénticas.
bias-compare-where = «{ $word }» está en las posiciones { $a } y { $b }, así que sus dos filas parten del mismo vector de palabra.
# Plurals: $digits is 6 here: «6 decimales».
bias-compare-bias-only = Con { $schemes } las dos filas tienen las mismas puntuaciones brutas { $raw } (diferencia máxima { $zero } con { $digits } decimales): solo difiere el sesgo, que depende únicamente de clave − consulta, así que los pesos cambian con la distancia y con nada más.
bias-compare-mixed = Con { $schemes } las puntuaciones brutas de las dos filas ya difieren (hasta { $differences }): la posición está dentro de los vectores, mezclada con la palabra.
bias-compare-other = { $scheme }: las puntuaciones brutas de las dos filas difieren hasta { $difference }.
bias-beyond-heading = Más allá de la longitud de entrenamiento
# Plurals: $L is the symbol L, a length of 2 or more: «L tokens» takes the plural.
bias-beyond-lead = Supón que la cabeza de abajo se entrenó solo con secuencias de { $L } tokens y ahora recibe { $n }. Cada gráfico sigue el término de posición de un esquema desde la distancia (o posición) 0 hasta { $last }: la primera parte, hasta { $seen }, es lo que mostró el entrenamiento; el resto es nuevo. Los esquemas difieren en lo que significa «nuevo».
bias-beyond-title-sinusoidal = Sinusoidal: posiciones nunca vistas
bias-beyond-title-rope = RoPE: direcciones nunca vistas
bias-beyond-title-alibi = ALiBi: la misma recta, prolongada
bias-beyond-title-t5 = T5: los desfases lejanos comparten un intervalo
bias-beyond-short-sinusoidal = Sinusoidal
bias-beyond-short-rope = RoPE
bias-beyond-short-alibi = ALiBi
bias-beyond-short-t5 = T5
bias-beyond-sinusoidal = La dimensión { $dim }, el seno del par { $pair } (el más lento), tomó valores de { $low } a { $high } en las posiciones 0 … { $seenLast }; en la posición { $last } vale { $value }.
bias-beyond-sinusoidal-outside = La posición { $first } es la primera cuyo valor queda fuera de lo que mostró el entrenamiento. El vector completo { $pe } de toda posición desde { $L } es uno que el modelo nunca recibió: la fórmula lo tiene, los pesos entrenados nunca lo vieron.
bias-beyond-sinusoidal-inside = Sus valores más allá de { $seenLast } quedan dentro de ese rango, pero los vectores { $vectors } siguen siendo vectores que el modelo nunca recibió.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
bias-beyond-rope-wrapped = { $count ->
    [0] Ningún par dio una vuelta completa dentro de los desfases 0 … { $last }.
    [one] El par { $pairs } dio una vuelta completa dentro de los desfases 0 … { $last }, así que toda dirección que encuentre más lejos ya la ha encontrado.
   *[other] Los pares { $pairs } dieron una vuelta completa dentro de los desfases 0 … { $last }, así que toda dirección que encuentren más lejos ya la han encontrado.
}
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
bias-beyond-rope-back = { $count ->
    [one] El par { $pairs } superó su mayor ángulo del entrenamiento, pero, quitadas las vueltas completas, vuelve a apuntar dentro del arco que cubrió el entrenamiento (par { $pair }: { $angle } rad en el desfase { $offset } son { $direction } rad tras quitar las vueltas completas, dentro de 0 … { $largest } rad), una dirección que ya ha visto.
   *[other] Los pares { $pairs } superaron su mayor ángulo del entrenamiento, pero, quitadas las vueltas completas, vuelven a apuntar dentro del arco que cubrió el entrenamiento (par { $pair }: { $angle } rad en el desfase { $offset } son { $direction } rad tras quitar las vueltas completas, dentro de 0 … { $largest } rad), una dirección que ya han visto.
}
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
bias-beyond-rope-unseen = { $count ->
    [one] En el desfase { $offset }, el par { $pairs } apunta en una dirección nunca vista en el entrenamiento (el par { $pair } apunta a { $direction } rad, fuera del arco 0 … { $largest } rad que cubrió el entrenamiento). Entonces { $qk } para claves lejanas mezcla direcciones que los pesos entrenados nunca vieron.
   *[other] En el desfase { $offset }, los pares { $pairs } apuntan en direcciones nunca vistas en el entrenamiento (el par { $pair } apunta a { $direction } rad, fuera del arco 0 … { $largest } rad que cubrió el entrenamiento). Entonces { $qk } para claves lejanas mezcla direcciones que los pesos entrenados nunca vieron.
}
bias-beyond-alibi = Cabeza { $head }, pendiente { MATH("m = {0}", $slope) }: la clave más lejana del entrenamiento, { $seenLast } atrás, recibió { $seenBias }; a { $last } atrás el sesgo es { $lastBias }.
bias-beyond-alibi-steps = { $even ->
    [yes] Cada paso más lejos baja la puntuación en el mismo { $step }, dentro del entrenamiento y más allá: la penalización es una sola recta, prolongada.
   *[no] Los pasos no son todos iguales.
}
bias-beyond-alibi-scope = No se añade ningún parámetro ni aparece ningún sesgo de un tipo nuevo: una entrada más larga solo pone claves más lejos en una recta que la cabeza ya usa, donde sus pesos son cada vez menores. Esto es lo que se queda dentro de lo conocido, no todo lo que ve el modelo: en el primer bloque las consultas y claves no llevan posición, pero a partir del segundo sí, porque cada una es una mezcla de palabras ponderada por la distancia.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
bias-beyond-t5-buckets = Las claves 0 … { $seenLast } atrás usaron { $seenCount ->
    [one] el intervalo
   *[other] los intervalos
} { $seen }; las claves { $from } … { $last } atrás caen en { $beyondCount ->
    [one] el intervalo
   *[other] los intervalos
} { $beyond }.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
bias-beyond-t5-fresh = { $count ->
    [one] El intervalo { $buckets } (claves { $keys } atrás) nunca apareció en el entrenamiento, así que su número aprendido nunca recibió un gradiente.
   *[other] Los intervalos { $buckets } (claves { $keys } atrás) nunca aparecieron en el entrenamiento, así que sus números aprendidos nunca recibieron un gradiente.
}
bias-beyond-t5-none-fresh = Todos ellos ya aparecieron en el entrenamiento: no se consulta nada nuevo.
bias-beyond-t5-last = Desde { $start } atrás, todas las claves comparten el intervalo { $bucket }, el último: por lejos que esté, cada una recibe el mismo número, así que más allá el sesgo solo dice «lejos».
bias-beyond-t5-last-beyond = El último intervalo, el { $bucket }, empieza a { $start } atrás, más lejos que { $last }: aumenta { $L } para alcanzarlo.
bias-beyond-legend-training = entrenamiento: { $range }
bias-beyond-legend-new = nuevo: { $range }
bias-beyond-axis-position = posición
bias-beyond-axis-back = claves atrás (consulta − clave)
bias-beyond-legend-largest = mayor en el entrenamiento
bias-beyond-legend-angle = ángulo en { $offset }
bias-beyond-legend-direction = dirección en { $offset }
bias-beyond-legend-turn = vuelta completa, { $turn }
bias-beyond-axis-pair = par { $i } (el más rápido primero)
bias-beyond-axis-angle = ángulo (radianes, escala logarítmica)
bias-yes = sí
bias-no = no
bias-beyond-col-pair = par
bias-beyond-col-largest = mayor ángulo en el entrenamiento (desfase { $offset })
bias-beyond-col-angle = ángulo en el desfase { $offset }
bias-beyond-col-direction = su dirección (sin vueltas completas)
bias-beyond-col-turn = vuelta completa en el entrenamiento
bias-beyond-col-seen = dirección vista en el entrenamiento
bias-beyond-col-in-training = en el entrenamiento
bias-beyond-col-back = claves atrás
bias-beyond-chart-sinusoidal = Gráfico de líneas: { $pe }, el seno del par más lento, para las posiciones 0 a { $last }; las posiciones hasta { $seenLast } se vieron en el entrenamiento, el resto son nuevas.
bias-beyond-chart-rope = Gráfico de líneas, escala logarítmica: el mayor ángulo de cada par en el entrenamiento, su ángulo en el desfase { $offset } y la dirección de ese ángulo sin las vueltas completas, con una línea horizontal en una vuelta completa.
bias-beyond-chart-alibi = Gráfico de líneas: sesgo de ALiBi de la cabeza { $head } frente a la distancia de 0 a { $last }; las distancias hasta { $seenLast } se vieron en el entrenamiento, el resto son nuevas.
# Plurals: $last is 4L − 1, odd and 3 or more: always plural, never a round million.
bias-beyond-chart-t5 = Gráfico escalonado: intervalo de T5 de una clave de 0 a { $last } tokens atrás; las distancias hasta { $seenLast } se vieron en el entrenamiento, el resto son nuevas.
bias-beyond-lab-link = Ve a «{ $title }»: ejecuta la comparación y lee las respuestas exactas de ALiBi más allá de la longitud de entrenamiento
bias-beyond-trained-label = L (longitud de entrenamiento)
bias-beyond-trained-range = escribe de { $smallest } a { $largest }
bias-beyond-trained-describe =
    { $count ->
        [one] entrenado con { $trained } token, mostrado con { $shown }
        [many] entrenado con { $trained } de tokens, mostrado con { $shown }
       *[other] entrenado con { $trained } tokens, mostrado con { $shown }
    }
bias-beyond-table-label = { $scheme }, { MATH("L = {0}", $trained) } y { $shown }



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-extension-train = L (longitud de entrenamiento)
words-extension-method = método (extensión del contexto)
words-extension-scale = s (factor de escala)
words-extension-ramp = rampa de YaRN
words-extension-d = d (dimensión de la cabeza)
# Between two sentences of the extension section: a space, or nothing where sentences end in a full-width stop.
extension-sentence-join = { " " }
extension-method-none-label = Sin cambios
extension-method-none-long = sin cambios (extrapolación simple)
extension-method-none-hint = cada ω tal como se entrenó
extension-method-pi-label = Interpolación de posiciones
extension-method-pi-long = interpolación de posiciones
extension-method-pi-hint = cada ω dividida por s
extension-method-ntk-label = Escalado NTK-aware
extension-method-ntk-long = escalado NTK-aware
extension-method-ntk-hint = una base b′ mayor
extension-method-yarn-label = YaRN
extension-method-yarn-long = YaRN
extension-method-yarn-hint = una rampa por par y una temperatura
extension-ramp-released-label = Como la calcula el código publicado
extension-ramp-released-hint = Hugging Face transformers y el código de los autores de YaRN: lineal en el índice de par i
extension-ramp-released-short = publicada
extension-ramp-paper-label = Como la escribe el artículo
extension-ramp-paper-hint = lineal en el número de vueltas r
extension-ramp-paper-short = del artículo
extension-yarn-with-ramp = { $name } (rampa { $ramp })
extension-lead = Un modelo con codificación posicional rotatoria se entrena con secuencias de L posiciones: el par { $i } de cada consulta y cada clave gira el ángulo { $angle }, con { $omega }, para { $pos } de 0 a { $last }. Aquí { $d } es la **dimensión de la cabeza**, la longitud de la consulta y la clave de una cabeza de atención, no la anchura del modelo: LLaMA 7B tiene { $dmodel } repartida en 32 cabezas, así que { $head } y 64 pares (los modelos LLaMA más grandes son más anchos y tienen más cabezas, cada una otra vez de { $head }). Ahora pregunta al modelo por una posición más allá de L. La fórmula sigue dando un ángulo, pero un par lento puede apuntar en una dirección en la que nunca apuntó durante el entrenamiento, y el modelo nunca ha aprendido qué significa esa dirección. Las recetas de abajo estiran las frecuencias para que un contexto { $s } veces más largo, { $target }, se parezca más a lo que el modelo vio.
extension-seen-rule = Lo que { MATH("q·k") } ve de un par es su dirección en el círculo, y un giro de { $turn } apunta adonde apunta un giro de { $x }. Así que un par ha **visto** una dirección si el entrenamiento lo giró hasta ella. Durante el entrenamiento recorrió el arco de direcciones de 0 a su mayor ángulo { $largest }: todas las direcciones, si ese ángulo es al menos { $full } (el par dio la vuelta completa). Si no, el nuevo ángulo { $angle }, una vez quitadas sus vueltas completas, debe caer dentro de ese arco o, como mucho, a un paso de entrenamiento { $step } fuera de él, pasado su final o justo antes de 0: las posiciones son números enteros, así que una dirección a menos de un paso del arco no está más lejos de una dirección entrenada que dos posiciones vecinas del entrenamiento entre sí. La tabla de más abajo da, par por par, a cuántos de esos pasos fuera del arco apunta. Un ángulo mayor que cualquiera del entrenamiento puede volver a apuntar dentro del arco tras una vuelta completa: comparar solo los ángulos en bruto lo daría por no visto.
extension-three-ways = Tres maneras de estirar las frecuencias
extension-pi-title = Interpolación de posiciones (Chen et al., 2023)
extension-pi = { $omega } para cada par: lo mismo que dividir cada posición por s, así que las posiciones hasta { $range } caen dentro del rango entrenado. El precio: las posiciones vecinas quedan s veces más cerca en cada par, también en los pares rápidos que distinguen tokens cercanos, por eso el modelo suele ajustarse (fine-tuning) con las posiciones comprimidas.
extension-ntk-title = Escalado NTK-aware (bloc97, 2023)
extension-ntk = Sube la base en su lugar: el par más rápido conserva su frecuencia (de todos modos ha dado muchas vueltas) y el más lento, { $slowest }, se divide exactamente por s; los pares intermedios se frenan menos. Las posiciones cercanas siguen tan distintas como en el entrenamiento, pero los pares del medio se frenan en un factor menor que s, así que cerca del final de { $target } algunos aún pueden salirse del arco que cubrieron al entrenar.
extension-yarn-title = YaRN (Peng et al., 2023)
extension-yarn = Cuenta cuántas vueltas dio el par { $i } a lo largo de la longitud de entrenamiento, { $turns }, con longitud de onda { $wavelength }. Los pares que dieron más de { $beta } vueltas conservan su frecuencia ({ $keep }), los que dieron menos de { $alpha } se interpolan como en PI ({ $interpolated }), y una rampa mezcla ambos entre medias. Además, consultas y claves se multiplican por { $factor }, así que los logits de atención quedan multiplicados por su cuadrado: un contexto más largo reparte el softmax entre más claves, y esto lo vuelve a concentrar. El artículo y el código publicado coinciden en este factor (Hugging Face lo calcula como { $code } para { MATH("s > 1") } y 1 en otro caso, y multiplica por él tanto cos como sin, así que q y k por igual).
# Plurals: $alpha and $beta are equations (α = 1, β = 32) that «vueltas» follows together: plural.
extension-yarn-bounds = Esta página usa los valores del artículo para LLaMA, { $alpha } y { $beta } vueltas.
extension-tex-paper = artículo:
extension-tex-released = publicada:
extension-yarn-forms = El artículo y el código publicado con él dan forma distinta a la rampa. **El artículo** hace { $gamma } lineal en el número de vueltas { $r }. **El código publicado** (el repositorio de los autores de YaRN, y Hugging Face transformers, que ejecuta los modelos YaRN publicados) la hace lineal en el índice de par { $i }: { $c } es el par que da r vueltas a lo largo de L, y la rampa va del par { $lo } al par { $hi }, los pares donde { $atBeta } y { $atAlpha }, redondeados hacia fuera (el código llama a { $beta } { $betaFast } y a { $alpha } { $betaSlow }). Cuando { $ordered }, ambas coinciden en todos los pares fuera de { $range }; dentro pueden diferir mucho, y la frase de abajo dice dónde y cuánto con estos ajustes. Esta página usa la forma publicada salvo que elijas la del artículo:
extension-wavelength-heading = Longitud de onda de cada par, entrenada y nueva
extension-angle-heading = El ángulo en pos, par a par
extension-learned-title = ¿Y una tabla aprendida?
# Plurals: $maxLen is the name max_len (2 or more rows): «max_len filas»; $positions is Longformer's 4096 positions, plural.
extension-learned = Una tabla absoluta aprendida tiene { $maxLen } filas y ninguna fórmula para una fila más allá, así que no hay nada que estirar. Lo que hacen los modelos es redimensionar la tabla y volver a entrenar: ViT y DeiT interpolan sus embeddings posicionales aprendidos a la cuadrícula mayor cuando se ajustan a una resolución de imagen más alta, y Longformer obtuvo sus { $positions } posiciones copiando ocho veces las { $rows } filas aprendidas de RoBERTa antes de seguir entrenando. Las filas nuevas son un punto de partida para ese entrenamiento, no valores que el modelo haya aprendido. Las codificaciones rotatoria y sinusoidal ya tienen un valor en cada posición; los métodos de arriba tratan de que esos valores le resulten familiares.
extension-learned-link = Mira «{ $title }»: una posición más allá de { $maxLen } no tiene fila
extension-settings-label = Ajustes de la extensión del contexto
extension-method-label = método
extension-scale-hint = Los botones − y + dividen s por dos o la duplican.
extension-scale-one = { MATH("s = 1") }: la propia longitud de entrenamiento, sin extensión
extension-scale-describe = { MATH("s = {0}", $s) }: un contexto { $s } veces la longitud de entrenamiento
extension-train-hint = Los botones − y + dividen L por dos o la duplican.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-train-describe =
    { $count ->
        [one] { MATH("L = {0}", $positions) } posición vista en el entrenamiento
       *[other] { MATH("L = {0}", $positions) } posiciones vistas en el entrenamiento
    }
# Plurals: $digits is the section's 3 decimals: «3 decimales».
extension-rounding = Las longitudes de onda, las vueltas, γ y los ángulos se redondean a { $digits } decimales ({ -rounding }); los pasos fuera del arco, a { $digits } decimales como mucho; las frecuencias ω a 6 cifras significativas; la base y el factor de atención a 6 decimales.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-summary-unseen =
    En { MATH("pos = {0}", $pos) }, { $where ->
        [beyond]
            { $train ->
                [1] más allá de la posición 0, la única vista en el entrenamiento
                [many] más allá de las { $trainCount } de posiciones 0 … { $last } vistas en el entrenamiento
               *[other] más allá de las { $trainCount } posiciones 0 … { $last } vistas en el entrenamiento
            }
       *[inside]
            { $train ->
                [1] la única posición vista en el entrenamiento
               *[other] dentro del rango de entrenamiento 0 … { $last }
            }
    }, con { $method } { $unseen ->
        [0]
            { $pairs ->
                [1] el único par solo apuntaría en direcciones ya vistas en el entrenamiento.
                [many] los { $pairCount } de pares solo apuntarían en direcciones ya vistas en el entrenamiento.
               *[other] los { $pairCount } pares solo apuntarían en direcciones ya vistas en el entrenamiento.
            }
       *[other]
            { $pairs ->
                [1] el único par apuntaría en una dirección en la que nunca apuntó durante el entrenamiento.
               *[other]
                    { $unseen ->
                        [1] { $unseenCount } de { $pairCount } pares apuntaría en una dirección en la que nunca apuntó durante el entrenamiento.
                        [many] { $unseenCount } de { $pairCount } de pares apuntarían en direcciones en las que nunca apuntaron durante el entrenamiento.
                       *[other] { $unseenCount } de { $pairCount } pares apuntarían en direcciones en las que nunca apuntaron durante el entrenamiento.
                    }
            }
    }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-summary-wrapped =
    { $wrapped ->
        [0]
            Ningún par dio la vuelta completa durante el entrenamiento{ $inside ->
                [0] .
                [one] ; para { $insideCount } par, el nuevo ángulo queda dentro del arco que cubrió.
                [many] ; para { $insideCount } de pares, el nuevo ángulo queda dentro del arco que cubrieron.
               *[other] ; para { $insideCount } pares, el nuevo ángulo queda dentro del arco que cubrieron.
            }
        [one]
            { $wrappedCount } par dio la vuelta completa durante el entrenamiento, así que todas las direcciones le son conocidas{ $inside ->
                [0] .
                [one] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrió.
               *[other] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrieron.
            }
        [many]
            { $wrappedCount } de pares dieron la vuelta completa durante el entrenamiento, así que todas las direcciones les son conocidas{ $inside ->
                [0] .
                [one] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrió.
               *[other] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrieron.
            }
       *[other]
            { $wrappedCount } pares dieron la vuelta completa durante el entrenamiento, así que todas las direcciones les son conocidas{ $inside ->
                [0] .
                [one] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrió.
               *[other] ; para { $insideCount } más, el nuevo ángulo queda dentro del arco que cubrieron.
            }
    }
extension-summary-near =
    { $count ->
        [one] { $near } par apunta justo fuera del arco que recorrió en el entrenamiento, a una distancia de { MATH("{0}·ω", $most) }: dentro de un paso de entrenamiento, así que cuenta como visto.
        [many] { $near } de pares apuntan justo fuera de los arcos que recorrieron en el entrenamiento, a una distancia de { MATH("{0}·ω", $most) } como mucho: dentro de un paso de entrenamiento, así que cuentan como vistos.
       *[other] { $near } pares apuntan justo fuera de los arcos que recorrieron en el entrenamiento, a una distancia de { MATH("{0}·ω", $most) } como mucho: dentro de un paso de entrenamiento, así que cuentan como vistos.
    }
extension-summary-per-pair = Cada par se juzga por separado, pero { MATH("q·k") } suma todos los pares: una posición en la que cada par apunta en una dirección que vio en el entrenamiento puede ser aun así una combinación de direcciones que el entrenamiento nunca juntó.
extension-summary-back =
    { $count ->
        [one] { $back } par gira más allá de su mayor ángulo entrenado, pero quitadas sus vueltas completas vuelve a apuntar dentro del arco que cubrió.
        [many] { $back } de pares giran más allá de sus mayores ángulos entrenados, pero quitadas sus vueltas completas vuelven a apuntar dentro de los arcos que cubrieron.
       *[other] { $back } pares giran más allá de sus mayores ángulos entrenados, pero quitadas sus vueltas completas vuelven a apuntar dentro de los arcos que cubrieron.
    }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-summary-none = { $pairs ->
    [1] { $unseen ->
        [0] Sin ningún cambio, el par solo apuntaría en direcciones ya vistas.
       *[other] Sin ningún cambio, el par apuntaría en una dirección no vista.
    }
   *[other] Sin ningún cambio, lo harían { $unseenCount } de { $pairCount }.
}
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-summary-outside =
    { $count ->
        [one] Esta pos tampoco está dentro del contexto ampliado: { MATH("s·L = {0}", $target) } posición, contando desde 0.
       *[other] Esta pos tampoco está dentro del contexto ampliado: { MATH("s·L = {0}", $target) } posiciones, contando desde 0.
    }
extension-percent = { $side ->
    [below] un { $percent } % por debajo de
   *[above] un { $percent } % por encima de
}
extension-percent-tiny = { $side ->
    [below] menos de un { $least } % por debajo de
   *[above] menos de un { $least } % por encima de
}
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-ramp-counts =
    { $keep ->
        [one] { $keepCount } par conserva
        [many] { $keepCount } de pares conservan
       *[other] { $keepCount } pares conservan
    } { MATH("ω (γ = 1)") }, { $interpolated ->
        [one] { $interpolatedCount } se interpola
       *[other] { $interpolatedCount } se interpolan
    } { MATH("(γ = 0)") } y { $blended ->
        [one] { $blendedCount } mezcla
       *[other] { $blendedCount } mezclan
    }
extension-ramp-ends =
    Aquí { MATH("c(β) = {0}", $cBeta) } y { MATH("c(α) = {0}", $cAlpha) } (los pares que darían β y α vueltas a lo largo de L, con { MATH("β = {0}", $beta) } y { MATH("α = {0}", $alpha) }), así que la rampa publicada va desde { MATH("ℓ = max(⌊{0}⌋; 0) = {1}", $cBeta, $lo) } hasta { MATH("h = min(⌈{0}⌉; {1}) = {2}", $cAlpha, $top, $hi) }{ $order ->
        [equal] ; { MATH("ℓ = h") }, así que el código suma { $tiny } a h para no dividir por cero.
        [backwards] ; { MATH("ℓ > h") }, así que la rampa publicada va hacia atrás.
       *[ordered] .
    }
extension-ramp-both = Publicada: { $released }; en la forma del artículo: { $paper }.
extension-ramp-same = Las dos formas dan a cada par la misma γ, y por tanto la misma ω′.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-ramp-differ =
    { $count ->
        [one] Difieren en un par, el par { $first }
        [many]
            Difieren en { $differing } de { $total } de pares, { $run ->
                [run] los pares { $first } … { $last }
               *[between] entre el par { $first } y el par { $last }
            }
       *[other]
            Difieren en { $differing } de { $total } pares, { $run ->
                [run] los pares { $first } … { $last }
               *[between] entre el par { $first } y el par { $last }
            }
    }{ $where ->
        [unchanged] , pero con { MATH("s = 1") } interpolar no cambia nada, así que la ω′ de YaRN es la misma con ambas.
        [there] ; ahí la ω′ de YaRN con la rampa del artículo está { $percent } la publicada ({ MATH("γ = {0}", $paper) } en la forma del artículo, { $released } en la publicada).
        [each] ; en cada uno de ellos la ω′ de YaRN con la rampa del artículo está { $percent } la publicada ({ MATH("γ = {0}", $paper) } en la forma del artículo, { $released } en la publicada).
        [most-tied]
            ; sobre todo en el par { $pair } (y lo mismo en { $others ->
                [one] { $othersCount } más
               *[other] { $othersCount } más
            }), donde la ω′ de YaRN con la rampa del artículo está { $percent } la publicada ({ MATH("γ = {0}", $paper) } en la forma del artículo, { $released } en la publicada).
       *[most] ; sobre todo en el par { $pair }, donde la ω′ de YaRN con la rampa del artículo está { $percent } la publicada ({ MATH("γ = {0}", $paper) } en la forma del artículo, { $released } en la publicada).
    }
extension-ramp-caption =
    { $part ->
        [part] Los { $half } primeros y { $half } últimos de los { $pairs } pares en los que difieren
       *[all]
            { $count ->
                [one] El único par en el que difieren
                [many] Los { $pairs } de pares en los que difieren
               *[other] Los { $pairs } pares en los que difieren
            }
    } las dos rampas de YaRN ({ $settings }): la γ publicada es lineal en el índice de par i; la del artículo, en las vueltas r. Todos los demás pares reciben la misma γ de ambas.
extension-col-pair = par
extension-col-turns = vueltas { MATH("{0}", $turns) }
extension-col-gamma-released = { $gamma } publicada
extension-col-gamma-paper = { $gamma } del artículo
extension-col-paper-against = { $omega } del artículo frente a la publicada
extension-signed-percent = { $sign }{ $percent } %
extension-ramp-table-label = Dónde difieren las dos rampas de YaRN
extension-scroll-hint = La tabla es más ancha que la pantalla: desplázala de lado
extension-method-chosen = { $name } (elegido)
extension-unseen-of = { $unseen } de { $pairs }
extension-methods-caption = Cada método en { MATH("pos = {0}", $pos) }, { $settings }.
extension-col-method = método
extension-col-base = base usada
extension-col-factor = { $q } y { $k } multiplicadas por
extension-col-unseen = pares que apuntan en una dirección no vista
extension-col-target = longitud objetivo { $target }
extension-methods-label = Los cuatro métodos comparados
extension-chart-trained = entrenada (sin cambios)
extension-chart-train = longitud de entrenamiento { MATH("L = {0}", $train) }
extension-chart-target = longitud objetivo { MATH("s·L = {0}", $target) }
extension-chart-x = par { $i } (el más rápido primero)
extension-chart-y = longitud de onda { $wavelength } (posiciones)
extension-chart-label =
    Gráfico de líneas, escala logarítmica: la longitud de onda de { $count ->
        [one] el único par
        [many] cada uno de los { $pairs } de pares
       *[other] cada uno de los { $pairs } pares
    } tal como se entrenó{ $method ->
        [none] { "" }
       *[other] { " " }y con { $method }
    }, con líneas horizontales en { MATH("L = {0}", $train) } y { MATH("s·L = {0}", $target) }.
# Plurals: $wavelength is a wavelength, at least 2π ≈ 6.28 positions and never a whole number: plural.
extension-chart-one = La longitud de onda entrenada del único par es de { $wavelength } posiciones.
# Plurals: $last is a wavelength, at least 2π ≈ 6.28 positions and never a whole number: plural.
extension-chart-range = Las longitudes de onda entrenadas van de { $first } (par 0) a { $last } posiciones (par { $pair }).
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-chart-same = { $count ->
    [one] Sin cambios, la nueva longitud de onda es la misma.
   *[other] Sin cambios, las nuevas longitudes de onda son las mismas.
}
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-chart-new = { $count ->
    [one] Con { $method } es { $first }.
   *[other] Con { $method } van de { $first } a { $last }.
}
extension-chart-wrapped = Un par cuya longitud de onda es como mucho { MATH("L − 1 = {0}", $last) } dio la vuelta completa durante el entrenamiento.
extension-col-trained-wavelength = longitud de onda entrenada
extension-col-new-wavelength = longitud de onda nueva
extension-col-turns-training = vueltas en el entrenamiento { MATH("{0}", $turns) }
extension-col-yarn-gamma = { $gamma } (rampa { $ramp })
# Plurals: $pairs is more than 256 here (the table shows 256 pairs only when there are more), at most 2048: plural.
extension-fastest-slowest = Los { $half } más rápidos y los { $half } más lentos de { $pairs } pares.
extension-chart-table-label = Datos de longitud de onda
extension-col-omega = { $omega } entrenada
extension-col-omega-new = nueva { $omega }
extension-col-angle = ángulo { $angle } (rad)
extension-col-direction = su dirección, quitadas las vueltas completas (rad)
extension-col-largest = mayor ángulo entrenado { MATH("{0}", $angle) } (rad)
extension-col-wrapped = ¿dio la vuelta al entrenar?
extension-col-steps = pasos { $omega } fuera del arco
extension-col-seen = ¿dirección vista al entrenar?
extension-yes = sí
extension-no = no
extension-seen = vista
extension-unseen = no vista
extension-angles-caption = { $method }: el ángulo de cada par en { MATH("pos = {0}", $pos) }, la dirección en la que apunta y el mayor ángulo que alcanzó en el entrenamiento ({ MATH("L = {0}", $train) }).
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
extension-angles-skipped =
    { $count ->
        [one] El par 0 no aparece: conserva su ω entrenada { MATH("(ω′ = ω)") } y dio la vuelta completa al entrenar, así que su dirección ya se vio (es conocida).
       *[other] Los pares 0 … { $last } no aparecen: cada uno conserva su ω entrenada { MATH("(ω′ = ω)") } y dio la vuelta completa al entrenar, así que sus direcciones ya se vieron (son conocidas).
    } Se muestran: { $part ->
        [part] los { $half } más rápidos y los { $half } más lentos de los pares { $first } … { $end }.
       *[all] los pares { $first } … { $end }.
    }
extension-angles-label = Ángulos par a par



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = La codificación sinusoidal es una fórmula; la otra opción habitual es una tabla de vectores, una fila por posición, aprendida como cualquier otro peso.
learned-table-heading = ¿Qué tamaño tiene una tabla aprendida?
# Plurals: $maxLen and $d are the names max_len and d, 2 or more: «max_len filas de d números».
learned-table-intro = Una tabla aprendida tiene { $maxLen } filas de { $d } números cada una. Elige un modelo o escribe un tamaño:
learned-past-heading = Una posición más allá de { $maxLen }
learned-past-intro = Ahora pide una posición. Una tabla solo puede responder por las filas que tiene; la fórmula responde para cualquier número entero.
learned-extrapolation-title = Tener un valor no es extrapolar bien
learned-extrapolation = Tener un valor no es lo mismo que funcionar bien ahí. La fórmula da { $pe } para cualquier { $pos }, pero un modelo entrenado solo con secuencias hasta cierta longitud nunca ha visto los vectores de posiciones más largas, y nada garantiza que los use con sentido: en la práctica, los modelos con codificación sinusoidal suelen empeorar en secuencias más largas que las de su entrenamiento. «Definida en todas partes» es un hecho de la fórmula; «extrapola bien» sería una afirmación sobre un modelo entrenado.
learned-compare-heading = Todos los esquemas de esta página, uno junto a otro
learned-correction = Una corrección amable a algo que dicen algunos textos: a veces se cuenta T5 entre las tablas absolutas aprendidas, y a veces se dice que RoPE tiene parámetros aprendibles. T5 aprende en cambio sesgos de posición relativa, y RoPE no tiene parámetros aprendidos.
learned-sum-sinusoidal-where = Entrada: se suma a los embeddings de los tokens
learned-sum-sinusoidal-parameters = Ninguno: una fórmula
learned-sum-sinusoidal-kind = Absoluta (un vector por posición)
learned-sum-sinusoidal-beyond = Un valor en cada posición, pero vectores que el modelo nunca vio al entrenar; la calidad suele caer
learned-sum-sinusoidal-used = El Transformer original (Vaswani et al., 2017); el codificador de audio de Whisper
learned-sum-learned-where = Entrada: se suma a los embeddings de los tokens
learned-sum-learned-parameters = { MATH("{0} × d", $maxLen) }, entrenados; BERT-base: { MATH("512 × 768 = {0}", $count) }
learned-sum-learned-kind = Absoluta (una fila por posición)
learned-sum-learned-beyond = Nada: no hay ninguna fila más allá de { $maxLen }
learned-sum-learned-used = BERT, GPT-2
learned-sum-rope-where = Consultas y claves: rotadas según la posición dentro de cada capa de atención
learned-sum-rope-parameters = Ninguno: rotaciones fijas
learned-sum-rope-kind = Relativa en la puntuación ({ MATH("q·k") } depende solo de clave − consulta)
learned-sum-rope-beyond = Los pares lentos alcanzan ángulos nunca vistos al entrenar; normalmente se estiran antes (ver «Contextos más largos»)
learned-sum-rope-used = RoFormer, GPT-J, GPT-NeoX, LLaMA
learned-sum-alibi-where = Puntuación de atención: un sesgo sumado antes del softmax
learned-sum-alibi-parameters = Ninguno: pendientes fijadas por una regla
learned-sum-alibi-kind = Relativa (solo la distancia)
learned-sum-alibi-beyond = La recta de penalización simplemente sigue: no hay nada nuevo que consultar
learned-sum-alibi-used = BLOOM, MPT
learned-sum-t5-where = Puntuación de atención: un sesgo sumado antes del softmax
learned-sum-t5-parameters = intervalos × cabezas, entrenados, compartidos por todas las capas de una pila; T5-base: { MATH("32 × 12 = {0}", $count) } por pila
learned-sum-t5-kind = Relativa (desfase agrupado en intervalos)
learned-sum-t5-beyond = Los desfases lejanos comparten el último intervalo: un único número aprendido para toda distancia larga
learned-sum-t5-used = T5, mT5, Flan-T5
learned-sum-none-where = En ninguna parte
learned-sum-none-parameters = Ninguno
learned-sum-none-kind = Ninguna de las dos: la atención ve un conjunto; una máscara causal aún permite a un decodificador inferir el orden
learned-sum-none-beyond = No hay término de posición que rebasar
learned-sum-none-used = Modelos de investigación (Haviv et al., 2022)
learned-col-scheme = esquema
learned-col-where = dónde entra la posición
learned-col-parameters = parámetros de posición
learned-col-kind = absoluta o relativa
learned-col-beyond = más allá de la longitud de entrenamiento
learned-col-used-in = se usa en
learned-summary-caption = Dónde pone cada esquema la posición, qué aprende y qué ocurre más allá de la longitud de entrenamiento.
learned-summary-label = Resumen de los esquemas de posición
learned-presets-label = Tamaños de tabla predefinidos
learned-field-max-len = { $maxLen } (filas)
learned-field-width = { $d } (anchura de cada fila)
learned-preset = { $model }: { MATH("{0} × {1}", $rows, $width) }
learned-count-product = { MATH("{0} × {1} ={2}", $rows, $width, " ") }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
learned-count-parameters = { $count ->
    [one] { $parameters } parámetro
   *[other] { $parameters } parámetros
}
# Plurals: $bytes is a table's size in float32, 4 bytes a value: plural.
learned-count-rest = { " " }({ $bytes } bytes en float32), todos entrenados. La codificación sinusoidal necesita 0.
learned-answer-table = Tabla aprendida:{ " " }
learned-answer-formula = Fórmula:{ " " }
learned-answer-missing = { $rows ->
    [1] solo la fila 0
   *[other] solo las filas 0 … { $last }
}. La posición { $pos } no tiene fila: no hay nada que consultar.
learned-answer-present = la posición { $pos } es la fila { $pos } de { $rows }; sus números son lo que el entrenamiento haya hecho de ellos (esta página no tiene ninguna tabla entrenada que mostrar).
learned-answer-value = { MATH("PE({0})", $pe) } con { MATH("d = {0}", $d) } está abajo, como en cualquier otra posición.{ $past ->
    [yes] { " " }Es un valor, pero no una promesa: mira la nota bajo la tabla.
   *[no] {""}
}
# Plurals: $count is more than the $shown listed here, at most 4096: plural.
learned-pe-caption-first = Las primeras { $shown } de { $count } dimensiones. Valores redondeados a 6 decimales ({ -rounding }).
learned-pe-caption = Valores redondeados a 6 decimales ({ -rounding }).
learned-pe-col-dim = dimensión
learned-pe-col-fn = función
learned-pe-col-angle = ángulo = { $angle }
learned-pe-fn = { $fn } (par { $pair })



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-train-task = tarea
words-train-schemes = schemes (esquemas de posición entrenados)
words-train-schemes-what = ids de esquema
words-train-schemes-where = las casillas de «Entrénalo tú mismo» muestran todos los esquemas
words-train-trainlen = { $L } (pregunta entrenada más larga)
words-train-width = anchura ({ $d } del modelo entrenado)
words-train-blocks = bloques
words-train-seeds = semillas (ejecuciones por esquema)
words-train-firstseed = primera semilla
words-train-steps = pasos (por ejecución)
words-train-tokenscale = { $key } (vectores de token frente a vectores de posición)
words-train-positions = posiciones (de las preguntas de entrenamiento)
words-train-positionScheme = esquema
train-intro = Las secciones anteriores calcularon cada esquema con exactitud. Lo que un esquema le hace a un modelo entrenado es otra pregunta, y la única respuesta honesta es un experimento. Aquí puedes hacer uno: un Transformer pequeño aprende una tarea con dígitos bajo cada esquema de posición, entrenado con preguntas cortas y evaluado con otras más largas, en esta página, con el mismo núcleo de C++.
# Plurals: $heads is 1 to 64 (the lab uses 4), $maxBlocks 1 to 4 and $batch 1 to 256: never a million, so no [many].
train-intro-model = El modelo: un decodificador con atención causal, de anchura { $d }, { $heads ->
        [one] { $heads } cabeza
       *[other] { $heads } cabezas
    }, de 1 a { $maxBlocks ->
        [one] { $maxBlocks } bloque
       *[other] { $maxBlocks } bloques
    }, entrenado con AdamW (tasa de aprendizaje { $rate }, alcanzada tras { $warmup } pasos de calentamiento, { $batch ->
        [one] { $batch } pregunta
       *[other] { $batch } preguntas
    } por paso). El esquema de posición es lo único que cambia entre sus ejecuciones.
# Plurals: $n is the symbol n, a length of 2 or more: «n dígitos».
train-intro-task = La tarea: una pregunta de { $n } dígitos, un separador y la respuesta que el modelo escribe dígito a dígito. Invertir exige saber dónde está cada dígito; ordenar necesita poca información de orden.
# Plurals: $L and $twoL are the symbols L and 2L: «de 1 a L dígitos», «2L tokens» take the plural.
train-intro-test = El entrenamiento solo ve preguntas de 1 a { $L } dígitos: en esta sección { $L } cuenta dígitos (con el separador y la respuesta, el modelo lee { $twoL } tokens de una pregunta de { $L } dígitos). La prueba plantea { $examples } preguntas fijas en cada longitud de 1 a { $twoL } y cuenta una pregunta como acertada cuando el modelo acierta todos los dígitos de la respuesta (en una longitud con menos preguntas posibles que esas, como las 10 de un dígito, estas se repiten).
train-intro-seeds = Una semilla fija los pesos iniciales y las preguntas de entrenamiento. Las ejecuciones van emparejadas: con una misma semilla, cada peso que comparten los esquemas (vectores de token, atención, MLP, salida) empieza con los mismos números en los seis esquemas, y cada esquema extrae su propia tabla (posiciones aprendidas, los sesgos de T5) de un flujo propio, de modo que dos esquemas con una misma semilla solo difieren en cómo entra la posición. Los mismos ajustes vuelven a dar los mismos números, aquí y en cualquier máquina con esta versión de la página; semillas distintas pueden dar números muy distintos, y por eso cada esquema se ejecuta con varias.
train-intro-scale = Vectores de token y de posición: cada vector de token empieza como { $initial } veces un número normal estándar por entrada (una elección de este laboratorio; tensor2tensor, por ejemplo, inicializa sus embeddings en torno a { $t2t }). Con «{ $timesSqrtD }» (el valor por defecto) se multiplica por { $sqrtD } antes de sumarle un vector de posición: ese factor es el del artículo (Vaswani et al. 2017, §3.4), el tamaño inicial no, y los dos juntos fijan la proporción: al principio un vector de posición sinusoidal es unas { MATH("{0} / {1}", $ratio, $sqrtD) } veces más largo que un vector de token ({ $ratio32 } veces con { $d32 }). Con «{ $timesOne }» se suma tal como se extrajo, y el vector de posición es unas { $ratio } veces más largo, sea cual sea { $d }. Todos los esquemas leen los mismos vectores de token, así que cambiar esta opción mueve los resultados de todos, no solo los del esquema sinusoidal: prueba las dos opciones para ver cuánto.
# Plurals: $ruossRange and $ruossLength are Ruoss et al.'s figures (2048 positions, 40 tokens) and $example is 8L (8 or more): always plural. $N is the symbol N (maths), not a number.
train-intro-drawn = Un remedio que puedes probar: las posiciones aleatorizadas (Ruoss et al. 2023). Con «{ $drawnLabel }» en «{ $label }», la codificación sinusoidal, la aprendida y RoPE se entrenan una segunda vez, y las posiciones de cada pregunta de entrenamiento se extraen al azar de entre las { $N } primeras ({ $range }) y se ordenan de menor a mayor, en lugar de ser { $consecutive }, para que el entrenamiento vea también las posiciones de las preguntas más largas (la prueba sigue usando { $consecutive }). { $rule }, el doble de los tokens de la pregunta de prueba más larga: con { $atL }, son { $example } posiciones. Ruoss et al. extraían las posiciones de un intervalo que llegaba mucho más allá de su prueba más larga (su código las extrae de entre { $ruossRange } posiciones para preguntas de entrenamiento de hasta { $ruossLength } tokens); con los pocos miles de pasos de este laboratorio, un intervalo más amplio repartiría los mismos pasos entre todavía más combinaciones de posiciones. Las ejecuciones con posiciones al azar usan las semillas de las ejecuciones normales, así que cada una va emparejada con una ejecución normal que parte de los mismos pesos y se entrena con las mismas preguntas. NoPE no tiene posiciones que extraer, y ALiBi y T5 se dejan como están (el laboratorio extrae las posiciones que lee una tabla o una rotación, no las distancias que leen los sesgos), así que no tienen ejecuciones con posiciones al azar: sus ejecuciones son solo las normales.
train-intro-drawn-differs = Dos diferencias con Ruoss et al.: su código extrae las posiciones al azar también en la prueba, mientras que este laboratorio evalúa todas las ejecuciones con las posiciones { $consecutive }, para que las ejecuciones con posiciones al azar y las normales respondan a las mismas preguntas; y ellos extrajeron las posiciones al azar también para ALiBi y para las codificaciones relativas, cosa que este laboratorio no hace.
train-wiring-heading = Cómo se conecta cada esquema
# Plurals: $most is the longest sequence the model reads, more than 1 token: plural.
train-t5-buckets = Los intervalos (buckets) de T5: { $buckets } por cabeza y una distancia máxima de { $maxDistance }, como en T5; este modelo nunca lee más de { $most } tokens ({ $longest } con { $atL }), así que solo se usan los intervalos de distancias por debajo de eso.
train-loss-heading = Pérdida de entrenamiento
train-accuracy-heading = Exactitud (respuesta completa) por longitud
train-examples-heading = Una pregunta, todos los esquemas
train-table-heading = La tabla aprendida tras el entrenamiento
train-setup-heading = Tu experimento
train-task-label = tarea
train-task-reverse = invertir
train-task-copy = copiar
train-task-copy-hint = { MATH("3 1 4 → 3 1 4") }
train-task-sort = ordenar
train-task-reverse-hint = { $example }: exige saber dónde está cada dígito
train-task-sort-hint = { $example }: necesita poca información de orden
train-schemes-legend = esquemas de posición
train-schemes-needed = Un experimento necesita al menos un esquema: este sigue marcado.
train-trainlen-describe =
    { $L ->
        [1] entrenado con preguntas de 1 dígito, evaluado de 1 a { $tested } dígitos
        [many] entrenado de 1 a { $trained } de dígitos, evaluado de 1 a { $tested } de dígitos
       *[other] entrenado de 1 a { $trained } dígitos, evaluado de 1 a { $tested } dígitos
    }
train-width-label = { $d } (anchura del modelo)
# Plurals: $heads is 1 to 64 (the lab uses 4): never a million, so no [many].
train-width-hint = { $heads ->
        [one] { $heads } cabeza
       *[other] { $heads } cabezas
    } de { $each }
train-blocks-label = bloques
train-blocks-describe =
    { $count ->
        [one] { $blocks } bloque
        [many] { $blocks } de bloques
       *[other] { $blocks } bloques
    }
train-seeds-label = semillas por esquema
train-seeds-describe =
    { $count ->
        [one] { $seeds } semilla
        [many] { $seeds } de semillas
       *[other] { $seeds } semillas
    }
train-firstseed-label = primera semilla
train-steps-label = pasos por ejecución
train-tokenscale-label = vectores de token
train-scale-sqrt-d = { $factor } (el factor del artículo)
train-scale-1 = { $factor } (tal como se extraen)
train-positions-label = posiciones en el entrenamiento
train-positions-consecutive = solo { $consecutive }
train-positions-drawn = también extraídas al azar
train-positions-drawn-hint = { $list }, junto a sus ejecuciones normales
# One noun phrase with no comma («RoPE con posiciones al azar superó a RoPE en…»), so it needs no brackets as en.ftl's «RoPE (positions drawn)» does.
train-scheme-drawn = { $scheme } con posiciones al azar
# Plurals: $runs is 1 to 15 (3 schemes × 5 seeds at most): never a million, so no [many].
train-plan-drawn =
    { $plan }; y { $runs ->
        [one] { $runs } ejecución más
       *[other] { $runs } ejecuciones más
    } con las mismas semillas y las posiciones extraídas al azar entre 0 y { $last } ({ $list })
train-ext-heading = Contextos más largos para el modelo RoPE entrenado
# Plurals: $steps is the lab's 300 fine-tuning steps (EXTENSION_STEPS): always «pasos». $twoL is the symbol 2L (maths), not a number: «2L dígitos», plural.
train-ext-intro = Cuando termina una ejecución con RoPE, el botón de abajo aplica a sus modelos entrenados, semilla a semilla, las recetas de «Contextos más largos» ({ $methods }; YaRN calculado como en el código que publicaron sus autores, con su factor de atención) con { $s }: primero sin ajuste fino (los mismos pesos, con las frecuencias del método) y después tras un ajuste fino de { $steps } pasos con preguntas de 1 a { $twoL } dígitos y el método aplicado (con la configuración del optimizador del entrenamiento, tasa de aprendizaje incluida, y con los lotes de la semilla que resulta de sumar { $offset } a la de la ejecución, los mismos para todos los métodos). El control es RoPE con { $control }: el mismo modelo y el mismo ajuste fino, sin ningún escalado. Todas las ejecuciones se evalúan con las mismas preguntas que las ejecuciones de arriba. Tras el ajuste fino, las longitudes hasta { $twoL } pasan a ser longitudes entrenadas, y los lotes del ajuste fino pueden incluir algunas de las preguntas de la prueba: más allá de { $L }, una ejecución con ajuste fino se evalúa en longitudes con las que se ha entrenado, así que no está extrapolando.
train-ext-run = Extender el contexto de las ejecuciones de RoPE
train-ext-run-again = Repetir la extensión
train-ext-progress-label = progreso de la extensión
train-ext-empty = Todavía no hay ninguna extensión: pulsa «Extender el contexto de las ejecuciones de RoPE» cuando termine una ejecución con RoPE.
train-ext-wait = Estas ejecuciones parten de los modelos RoPE ya entrenados: primero ejecuta una comparación que incluya RoPE.
train-ext-wait-recorded = Los resultados grabados no guardan modelos entrenados, así que el botón aún no tiene nada que extender: pulsa «Ejecutar» arriba y extiende luego las ejecuciones con RoPE que entrene (dan de nuevo la extensión grabada).
train-ext-unfit = Ninguna ejecución con RoPE llegó al { $fit } de respuestas exactas en la longitud { $L }: no hay ningún modelo entrenado que extender. Entrena primero durante más pasos o con otros ajustes.
# Plurals: $runs is 8 to 40 (8 runs per seed, 1 to 5 seeds) and $threads under 9: never a million, so no [many].
train-ext-estimate =
    En esta máquina, { $runs ->
        [one] { $runs } ejecución debería
       *[other] { $runs } ejecuciones deberían
    } tardar { $duration } en { $threads ->
        [one] { $threads } hilo de trabajo
       *[other] { $threads } hilos de trabajo
    }, aparte del tiempo de la comparación (una estimación, medida ahora mismo).
# Plurals: $runs is 8 to 40 (8 runs per seed, 1 to 5 seeds): never a million, so no [many].
train-ext-estimate-page =
    En esta máquina, { $runs ->
        [one] { $runs } ejecución debería
       *[other] { $runs } ejecuciones deberían
    } tardar { $duration } en el hilo propio de la página, aparte del tiempo de la comparación (una estimación, medida ahora mismo).
# Plurals: $runs is 8 to 40 (8 runs per seed, 1 to 5 seeds): never a million, so no [many].
train-ext-status-running =
    Extendiendo el contexto: { $done } de { $runs ->
        [one] { $runs } ejecución terminada
       *[other] { $runs } ejecuciones terminadas
    }.
# Plurals: $runs is 8 to 40 (8 runs per seed, 1 to 5 seeds): never a million, so no [many].
train-ext-status-done =
    Listo: { $runs ->
        [one] { $runs } ejecución de extensión evaluada.
       *[other] { $runs } ejecuciones de extensión evaluadas, la mitad de ellas tras el ajuste fino.
    }
# The control's name follows «con» in train-scheme-extended* («RoPE con las frecuencias originales sin ajuste fino») and in train-ext-intro («El control es RoPE con …»).
train-ext-method-none = las frecuencias originales
train-ext-method-pi = interpolación de posiciones
train-ext-method-ntk = escalado NTK-aware
train-ext-method-yarn = YaRN
# No commas inside the name: it is the subject or object of train-claim-ahead, -fit-*, -tie… («RoPE con YaRN tras el ajuste fino superó a RoPE con las frecuencias originales tras el ajuste fino en…»), and a list joins two names with «y». en.ftl puts the qualifier in brackets («RoPE (YaRN, as trained)») to keep its comma out of lists; «con … sin ajuste fino» / «con … tras el ajuste fino» has no comma and reads as one noun phrase, so no brackets (and «RoPE (las frecuencias originales, …)» would read worse).
train-scheme-extended = { $scheme } con { $method } sin ajuste fino
train-scheme-extended-tuned = { $scheme } con { $method } tras el ajuste fino
train-run = Ejecutar
train-run-again = Ejecutar de nuevo
train-pause = Pausa
train-resume = Reanudar
train-reset = Reiniciar
train-progress-label = progreso del entrenamiento
train-percent = { $value } %
train-reset-announced = Se reinició el experimento.
train-home-summary = Llévate una ejecución: un script de PyTorch
train-home-text = El script reconstruye en PyTorch una ejecución de este plan: crea los pesos iniciales y los lotes de entrenamiento a partir de su semilla exactamente como lo hace esta página, entrena el mismo modelo con { $optimiser } en float32 e imprime la pérdida de cada paso, para que compares su curva con la de esta página. Necesita { $python } y PyTorch. Cada paso que da está definido en { $guide }.
train-home-run-label = Ejecución que exportar
train-home-option = { $scheme }, semilla { $seed }
train-home-download = Descargar el script (.py)
train-home-drawn = Las ejecuciones con posiciones al azar no se ofrecen: el script solo reconstruye las ejecuciones normales.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
# Plurals: $steps is 1 to 10,000 (the steps setting): never a million, so no [many].
train-plan =
    { $runs ->
        [one] { $runs } ejecución
        [many] { $runs } de ejecuciones
       *[other] { $runs } ejecuciones
    }: { $schemes ->
        [one] { $schemes } esquema
        [many] { $schemes } de esquemas
       *[other] { $schemes } esquemas
    } × { $seeds ->
        [one] { $seeds } semilla (semilla { $firstSeed })
        [many] { $seeds } de semillas (semillas { $firstSeed }–{ $lastSeed })
       *[other] { $seeds } semillas (semillas { $firstSeed }–{ $lastSeed })
    }, { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } cada una, tarea «{ $task }», { $L ->
        [1] entrenamiento con preguntas de 1 dígito
       *[other] entrenamiento con preguntas de 1 a { $trained } dígitos
    }, { MATH("d = {0}", $d) }, { $blocks ->
        [one] { $blocks } bloque
       *[other] { $blocks } bloques
    }, vectores de token { $scale }
train-plan-line = Al pulsar «Ejecutar» se entrena: { $plan }.
train-stale = Los resultados de abajo son de { $plan }. Los ajustes han cambiado desde entonces: pulsa «Ejecutar de nuevo» para obtener los de los ajustes actuales.
train-status-idle = Todavía no se ha entrenado nada: pulsa «Ejecutar».
train-status-idle-recorded = Todavía no se ha entrenado nada en este navegador: los resultados de abajo están grabados. Pulsa «Ejecutar» para entrenarlos aquí.
train-status-starting = Iniciando…
train-status-failed = La ejecución se detuvo.
train-status-paused = En pausa.
train-status-lost =
    { $count ->
        [one] { $workers } hilo de trabajo dejó de responder; sus ejecuciones vuelven a entrenar desde el principio en el hilo propio de la página.
        [many] { $workers } de hilos de trabajo dejaron de responder; sus ejecuciones vuelven a entrenar desde el principio en el hilo propio de la página.
       *[other] { $workers } hilos de trabajo dejaron de responder; sus ejecuciones vuelven a entrenar desde el principio en el hilo propio de la página.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-status-lost-done =
    { $count ->
        [one] Otro hilo de trabajo dejó de responder, y sus ejecuciones se entrenaron de nuevo desde el principio en el hilo propio de la página, con los mismos números.
       *[other] Otros { $workers } hilos de trabajo dejaron de responder, y sus ejecuciones se entrenaron de nuevo desde el principio en el hilo propio de la página, con los mismos números.
    }
train-status-done-workers =
    { $runs ->
        [one]
            Listo: { $runs } ejecución entrenada en { $threads ->
                [one] { $threads } hilo de trabajo
                [many] { $threads } de hilos de trabajo
               *[other] { $threads } hilos de trabajo
            } y evaluada en longitudes de 1 a { $longest }.
        [many]
            Listo: { $runs } de ejecuciones entrenadas en { $threads ->
                [one] { $threads } hilo de trabajo
                [many] { $threads } de hilos de trabajo
               *[other] { $threads } hilos de trabajo
            } y evaluadas en longitudes de 1 a { $longest }.
       *[other]
            Listo: { $runs } ejecuciones entrenadas en { $threads ->
                [one] { $threads } hilo de trabajo
                [many] { $threads } de hilos de trabajo
               *[other] { $threads } hilos de trabajo
            } y evaluadas en longitudes de 1 a { $longest }.
    }
train-status-done-page =
    { $runs ->
        [one] Listo: { $runs } ejecución entrenada en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo), y evaluada en longitudes de 1 a { $longest }.
        [many] Listo: { $runs } de ejecuciones entrenadas en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo), y evaluadas en longitudes de 1 a { $longest }.
       *[other] Listo: { $runs } ejecuciones entrenadas en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo), y evaluadas en longitudes de 1 a { $longest }.
    }
train-status-training-workers =
    { $threads ->
        [one] Entrenando en { $threads } hilo de trabajo: { $trained } de { $total } pasos.
        [many] Entrenando en { $threads } de hilos de trabajo: { $trained } de { $total } de pasos.
       *[other] Entrenando en { $threads } hilos de trabajo: { $trained } de { $total } pasos.
    }
train-status-training-page = Entrenando en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo): { $trained } de { $total ->
        [one] { $total } paso
        [many] { $total } de pasos
       *[other] { $total } pasos
    }.
train-status-testing-workers =
    { $threads ->
        [one]
            Evaluando en { $threads } hilo de trabajo: { $tested } de { $runs ->
                [one] { $runs } ejecución evaluada
                [many] { $runs } de ejecuciones evaluadas
               *[other] { $runs } ejecuciones evaluadas
            } con { $examples } preguntas en cada longitud.
        [many]
            Evaluando en { $threads } de hilos de trabajo: { $tested } de { $runs ->
                [one] { $runs } ejecución evaluada
                [many] { $runs } de ejecuciones evaluadas
               *[other] { $runs } ejecuciones evaluadas
            } con { $examples } de preguntas en cada longitud.
       *[other]
            Evaluando en { $threads } hilos de trabajo: { $tested } de { $runs ->
                [one] { $runs } ejecución evaluada
                [many] { $runs } de ejecuciones evaluadas
               *[other] { $runs } ejecuciones evaluadas
            } con { $examples } preguntas en cada longitud.
    }
train-status-testing-page =
    { $runs ->
        [one] Evaluando en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo): { $tested } de { $runs } ejecución evaluada con { $examples } preguntas en cada longitud.
        [many] Evaluando en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo): { $tested } de { $runs } de ejecuciones evaluadas con { $examples } de preguntas en cada longitud.
       *[other] Evaluando en el hilo propio de la página, en porciones cortas (aquí no pudo arrancar ningún hilo de trabajo): { $tested } de { $runs } ejecuciones evaluadas con { $examples } preguntas en cada longitud.
    }
train-failed = El laboratorio no pudo terminar: { $reason }
train-failed-unknown = El laboratorio no pudo terminar: error desconocido
train-sentence-join = { " " }
train-list-last = { $first } y { $last }
train-list-next = { $first }, { $rest }
train-seeds-one = Cada esquema se ejecutó con una sola semilla. Las semillas de un mismo esquema pueden diferir en decenas de puntos en una longitud, así que ejecuta varias antes de sacar conclusiones de una diferencia.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-conclusion-scope =
    { $seeds ->
        [one] Este es un experimento pequeño: un decodificador de { $blocks ->
            [one] un bloque
           *[other] { $blocks } bloques
        } y anchura { MATH("d = {0}", $d) }, entrenado durante { $steps } pasos en la tarea «{ $task }», puntuado por aciertos exactos con teacher forcing (cada dígito de la respuesta correcto, dados los dígitos correctos anteriores) sobre { $examples } preguntas por longitud, con una semilla por esquema. Puede mostrar lo que estos esquemas hicieron aquí; no permite ordenarlos de mejor a peor para modelos grandes, para el lenguaje natural, ni para otras tareas, pasos o semillas.
       *[other] Este es un experimento pequeño: un decodificador de { $blocks ->
            [one] un bloque
           *[other] { $blocks } bloques
        } y anchura { MATH("d = {0}", $d) }, entrenado durante { $steps } pasos en la tarea «{ $task }», puntuado por aciertos exactos con teacher forcing (cada dígito de la respuesta correcto, dados los dígitos correctos anteriores) sobre { $examples } preguntas por longitud, con { $seeds } semillas por esquema. Puede mostrar lo que estos esquemas hicieron aquí; no permite ordenarlos de mejor a peor para modelos grandes, para el lenguaje natural, ni para otras tareas, pasos o semillas.
    }
train-intro-rule =
    { $points ->
        [one] Cómo se redactan las frases bajo los resultados. Una semilla se ajusta a las longitudes entrenadas cuando da la respuesta exacta en al menos el { $fit } de las preguntas de longitud { $L } (la mayor entrenada); más allá de { $L }, cada esquema se juzga solo por sus semillas que se ajustan, y un esquema sin ninguna no se juzga allí. Dos esquemas se comparan longitud a longitud en las semillas en que ambos se ajustan: solo se señala una diferencia cuando todas esas semillas coinciden en qué esquema supera al otro y la diferencia media supera dos errores estándar de la diferencia entre dos proporciones de { $examples } preguntas, calculados con las proporciones medias de los dos esquemas en esa longitud ({ $points } punto cuando ambas rondan el 50 %, menos cerca del 0 % o del 100 %). Solo se habla de empate cuando ninguna longitud más allá de { $L } muestra una diferencia así.
        [many] Cómo se redactan las frases bajo los resultados. Una semilla se ajusta a las longitudes entrenadas cuando da la respuesta exacta en al menos el { $fit } de las preguntas de longitud { $L } (la mayor entrenada); más allá de { $L }, cada esquema se juzga solo por sus semillas que se ajustan, y un esquema sin ninguna no se juzga allí. Dos esquemas se comparan longitud a longitud en las semillas en que ambos se ajustan: solo se señala una diferencia cuando todas esas semillas coinciden en qué esquema supera al otro y la diferencia media supera dos errores estándar de la diferencia entre dos proporciones de { $examples } preguntas, calculados con las proporciones medias de los dos esquemas en esa longitud ({ $points } de puntos cuando ambas rondan el 50 %, menos cerca del 0 % o del 100 %). Solo se habla de empate cuando ninguna longitud más allá de { $L } muestra una diferencia así.
       *[other] Cómo se redactan las frases bajo los resultados. Una semilla se ajusta a las longitudes entrenadas cuando da la respuesta exacta en al menos el { $fit } de las preguntas de longitud { $L } (la mayor entrenada); más allá de { $L }, cada esquema se juzga solo por sus semillas que se ajustan, y un esquema sin ninguna no se juzga allí. Dos esquemas se comparan longitud a longitud en las semillas en que ambos se ajustan: solo se señala una diferencia cuando todas esas semillas coinciden en qué esquema supera al otro y la diferencia media supera dos errores estándar de la diferencia entre dos proporciones de { $examples } preguntas, calculados con las proporciones medias de los dos esquemas en esa longitud ({ $points } puntos cuando ambas rondan el 50 %, menos cerca del 0 % o del 100 %). Solo se habla de empate cuando ninguna longitud más allá de { $L } muestra una diferencia así.
    }
train-range = { $first }–{ $last }
train-claim-fit-all =
    { $seeds ->
        [one] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semilla { $seedList }), así que se ajustó a las longitudes entrenadas.
        [many] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semillas { $seedList }), así que se ajustó a las longitudes entrenadas con todas las semillas.
       *[other] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semillas { $seedList }), así que se ajustó a las longitudes entrenadas con todas las semillas.
    }
train-claim-fit-some =
    { $fitting ->
        [one] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semillas { $seedList }). Se ajustó a las longitudes entrenadas con { $fitting } de { $seeds } semillas (la semilla { $fitList }) y más allá de { $L } se juzga solo por esa semilla.
        [many] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semillas { $seedList }). Se ajustó a las longitudes entrenadas con { $fitting } de { $seeds } semillas (las semillas { $fitList }) y más allá de { $L } se juzga solo por ellas.
       *[other] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semillas { $seedList }). Se ajustó a las longitudes entrenadas con { $fitting } de { $seeds } semillas (las semillas { $fitList }) y más allá de { $L } se juzga solo por ellas.
    }
train-claim-fit-none =
    { $seeds ->
        [one] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semilla { $seedList }), por debajo del { $fit }: no se ajustó a las longitudes entrenadas según esta regla, así que no se juzga cómo extrapola más allá de ellas.
        [many] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semillas { $seedList }). Ninguna semilla llegó al { $fit }: no se ajustó a las longitudes entrenadas según esta regla, así que no se juzga cómo extrapola más allá de ellas.
       *[other] { $scheme } en la longitud { $L }: { $shares } de respuestas exactas (semillas { $seedList }). Ninguna semilla llegó al { $fit }: no se ajustó a las longitudes entrenadas según esta regla, así que no se juzga cómo extrapola más allá de ellas.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-past =
    { $seeds ->
        [one] Más allá de la longitud { $L }, con la semilla con la que se ajustó, { $scheme } obtuvo un { $first } de respuestas exactas en la longitud { $firstLength } y un { $last } en la longitud { $lastLength }.
       *[other] Más allá de la longitud { $L }, con las { $seeds } semillas con las que se ajustó, { $scheme } obtuvo de media un { $first } de respuestas exactas en la longitud { $firstLength } y un { $last } en la longitud { $lastLength }.
    }
train-claim-past-others =
    { $seeds ->
        [one] Las medias de la tabla incluyen también la semilla { $seedList }, con la que no se ajustó.
       *[other] Las medias de la tabla incluyen también las semillas { $seedList }, con las que no se ajustó.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-past-one =
    { $seeds ->
        [one] En la longitud { $firstLength }, más allá de las entrenadas, { $scheme } obtuvo un { $first } de respuestas exactas con la semilla con la que se ajustó.
       *[other] En la longitud { $firstLength }, más allá de las entrenadas, { $scheme } obtuvo un { $first } de respuestas exactas (la media de las { $seeds } semillas con las que se ajustó).
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-past-zero =
    { $seeds ->
        [one] Más allá de la longitud { $L }, { $scheme } no dio ninguna respuesta exacta, en ninguna longitud, con la semilla con la que se ajustó.
       *[other] Más allá de la longitud { $L }, { $scheme } no dio ninguna respuesta exacta, en ninguna longitud, con ninguna de las { $seeds } semillas con las que se ajustó.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-past-zero-from =
    { $seeds ->
        [one] Más allá de la longitud { $L }, con la semilla con la que se ajustó, { $scheme } obtuvo, en respuestas exactas, { $shares }; a partir de la longitud { $zeroFrom }, un 0 % en todas las longitudes.
       *[other] Más allá de la longitud { $L }, con las { $seeds } semillas con las que se ajustó, { $scheme } obtuvo de media, en respuestas exactas, { $shares }; a partir de la longitud { $zeroFrom }, un 0 % en todas las longitudes.
    }
train-share-at = un { $share } en la longitud { $length }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-past-each =
    { $seeds ->
        [one] Más allá de la longitud { $L }, con la semilla con la que se ajustó, { $scheme } obtuvo, en respuestas exactas, { $shares }.
       *[other] Más allá de la longitud { $L }, con las { $seeds } semillas con las que se ajustó, { $scheme } obtuvo de media, en respuestas exactas, { $shares }.
    }
train-claim-ahead =
    { $a } superó a { $b } en { $lengths ->
        [one] la longitud
        [many] las longitudes
       *[other] las longitudes
    } { $lengthList } { $seeds ->
        [one] con su semilla emparejada ({ $seedList }); la ventaja fue máxima en la longitud { $length }: { $points } { $points ->
            [one] punto
            [many] de puntos
           *[other] puntos
        }.
        [many] con cada una de sus { $seeds } de semillas emparejadas ({ $seedList }); la ventaja fue máxima en la longitud { $length }: { $points } { $points ->
            [one] punto
            [many] de puntos
           *[other] puntos
        } de media (semilla a semilla: { $seedPoints }).
       *[other] con cada una de sus { $seeds } semillas emparejadas ({ $seedList }); la ventaja fue máxima en la longitud { $length }: { $points } { $points ->
            [one] punto
            [many] de puntos
           *[other] puntos
        } de media (semilla a semilla: { $seedPoints }).
    }
train-claim-tie =
    { $count ->
        [2] Más allá de la longitud { $L }, { $list } no se diferenciaron en ninguna longitud según esta regla (todas las semillas emparejadas del mismo lado y una diferencia media de más de dos errores estándar): aquí se consideran empatados.
       *[other] Más allá de la longitud { $L }, { $list } no se diferenciaron entre sí en ninguna longitud según esta regla (todas las semillas emparejadas del mismo lado y una diferencia media de más de dos errores estándar): aquí se consideran empatados.
    }
train-claim-tie-asked = Más allá de la longitud { $L }, en ningún par comparado (cada método sin ajuste fino frente a las frecuencias originales sin ajuste fino) hubo diferencia en ninguna longitud según esta regla: aquí se consideran empates.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-unjudged =
    { $seeds ->
        [one] { $scheme } no se ajustó a la longitud { $L }, así que no se juzga más allá de ella. Más allá de la longitud { $L } obtuvo, en respuestas exactas, { $curve }: en la longitud { $length }, más que cualquiera de los esquemas que se ajustaron (el mejor de ellos: { $best }, con un { $bestShare }). Que un modelo que ya falla preguntas de las longitudes entrenadas caiga luego despacio no demuestra que extrapole mejor.
       *[other] { $scheme } no se ajustó a la longitud { $L }, así que no se juzga más allá de ella. Más allá de la longitud { $L } obtuvo de media, en respuestas exactas, { $curve }: en la longitud { $length }, más que cualquiera de los esquemas que se ajustaron (el mejor de ellos: { $best }, con un { $bestShare }; { $scheme }, semilla a semilla en esa longitud: { $seedShares }). Que un modelo que ya falla preguntas de las longitudes entrenadas caiga luego despacio no demuestra que extrapole mejor.
    }
train-claim-unpaired = No hay ninguna semilla con la que tanto { $a } como { $b } se ajustaran a las longitudes entrenadas, así que no se comparan más allá de la longitud { $L }.
train-claim-unseparated =
    { $pairs ->
        [one] Más allá de la longitud { $L }, en el único par de esquemas juzgados que no se nombra arriba, ninguno superó al otro según esta regla.
       *[other] Más allá de la longitud { $L }, en los { $pairs } pares de esquemas juzgados que no se nombran arriba, ninguno de los dos superó al otro según esta regla.
    }
# Plurals: $pairs is 1 to 9 (the extension compares 10 pairs, 6 against the control and 4 across the fine-tune, and this is said only when another was named): never a million, so no [many].
train-claim-unseparated-asked =
    { $pairs ->
        [one] Más allá de la longitud { $L }, en el único par comparado restante, ninguno de los dos superó al otro según esta regla.
       *[other] Más allá de la longitud { $L }, en los { $pairs } pares comparados restantes (cada método sin ajuste fino frente a las frecuencias originales sin ajuste fino), ninguno de los dos superó al otro según esta regla.
    }
# Plurals: $seeds is 1 to 5: never a million, so no [many]. «Dejó de ajustarse» is the fit of train-claim-fit-* lost: its control still fits.
train-claim-broken =
    { $scheme } dejó de ajustarse a las longitudes entrenadas: en la longitud { $L }, { $shares } de respuestas exactas ({ $seeds ->
        [one] semilla
       *[other] semillas
    } { $seedList }), mientras que { $control } obtuvo { $controlShares } con { $seeds ->
        [one] la misma semilla
       *[other] las mismas semillas
    }.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-spread = Las semillas de { $scheme } discrepan en { $points } { $points ->
        [one] punto
       *[other] puntos
    } en la longitud { $length }: entre un { $low } y un { $high } de respuestas exactas. Compara las bandas del gráfico, no solo las medias.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-haviv-reverse =
    { $seeds ->
        [one] Sin codificación (NoPE), el modelo se ajustó a las longitudes entrenadas con su semilla: la máscara causal bastó para darle la información de orden que necesita para invertir, como observaron Haviv et al. 2022 en modelos de lenguaje causales sin codificación.
       *[other] Sin codificación (NoPE), el modelo se ajustó a las longitudes entrenadas con las { $seeds } semillas: la máscara causal bastó para darle la información de orden que necesita para invertir, como observaron Haviv et al. 2022 en modelos de lenguaje causales sin codificación.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-haviv-copy =
    { $seeds ->
        [one] Sin codificación (NoPE), el modelo se ajustó a las longitudes entrenadas con su semilla: la máscara causal bastó para darle la información de orden que necesita para copiar, como observaron Haviv et al. 2022 en modelos de lenguaje causales sin codificación.
       *[other] Sin codificación (NoPE), el modelo se ajustó a las longitudes entrenadas con las { $seeds } semillas: la máscara causal bastó para darle la información de orden que necesita para copiar, como observaron Haviv et al. 2022 en modelos de lenguaje causales sin codificación.
    }
train-claim-nope-sort = NoPE se ajustó a las longitudes entrenadas con todas las semillas, pero ordenar necesita poca información de orden, así que esto dice poco sobre si la máscara causal por sí sola basta para dar la posición a un modelo.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-nope-inside =
    { $fitting ->
        [0]
            { $seeds ->
                [one] Sin codificación (NoPE), el modelo no se ajustó a las longitudes entrenadas con su semilla, mientras que { $list } sí: con este tamaño y este número de pasos, la máscara causal por sí sola no bastó para que se ajustara a ellas.
               *[other] Sin codificación (NoPE), el modelo no se ajustó a las longitudes entrenadas con ninguna de sus { $seeds } semillas, mientras que con { $list } el modelo se ajustó con todas: con este tamaño y este número de pasos, la máscara causal por sí sola no bastó para que se ajustara a ellas.
            }
       *[other] Sin codificación (NoPE), el modelo se ajustó a las longitudes entrenadas con { $fitting } de { $seeds } semillas, mientras que con { $list } el modelo se ajustó con todas: con este tamaño y este número de pasos, la máscara causal por sí sola no bastó en todas las semillas.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-nope-inside-sort =
    { $fitting ->
        [0]
            { $seeds ->
                [one] Sin codificación (NoPE), el modelo no se ajustó a las longitudes entrenadas con su semilla, mientras que { $list } sí. Ordenar necesita poca información de orden, así que esta ejecución no permite saber si lo que le faltaba era la posición.
               *[other] Sin codificación (NoPE), el modelo no se ajustó a las longitudes entrenadas con ninguna de sus { $seeds } semillas, mientras que con { $list } el modelo se ajustó con todas. Ordenar necesita poca información de orden, así que esta ejecución no permite saber si lo que le faltaba era la posición.
            }
       *[other] Sin codificación (NoPE), el modelo se ajustó a las longitudes entrenadas con { $fitting } de { $seeds } semillas, mientras que con { $list } el modelo se ajustó con todas. Ordenar necesita poca información de orden, así que esta ejecución no permite saber si lo que le faltaba era la posición.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-nope-inside-alone =
    { $fitting ->
        [0]
            { $seeds ->
                [one] Sin codificación (NoPE), el modelo no se ajustó a las longitudes entrenadas con su semilla, y ningún otro esquema lo hizo, así que esta ejecución no permite saber si lo que le faltaba era la posición.
               *[other] Sin codificación (NoPE), el modelo no se ajustó a las longitudes entrenadas con ninguna de sus { $seeds } semillas, y ningún otro esquema se ajustó con todas, así que esta ejecución no permite saber si lo que le faltaba era la posición.
            }
       *[other] Sin codificación (NoPE), el modelo se ajustó a las longitudes entrenadas con { $fitting } de { $seeds } semillas, y ningún otro esquema se ajustó con todas, así que esta ejecución no permite saber si lo que le faltaba era la posición.
    }
train-claim-nope-untested = NoPE no se ajustó a las longitudes entrenadas, así que esta ejecución no puede poner a prueba el resultado de Kazemnejad et al. 2023: entre los modelos de solo decodificador, el que no tenía codificación posicional fue el que mejor generalizó a longitudes mayores.
train-claim-kazemnejad = Más allá de la longitud { $L }, ningún esquema superó a NoPE en ninguna longitud, y NoPE superó a { $list } en alguna. Esto concuerda con lo que observaron Kazemnejad et al. 2023: entre los modelos de solo decodificador, el que no tenía codificación posicional fue el que mejor generalizó a longitudes mayores en sus tareas (sus modelos eran más grandes y se entrenaron mucho más tiempo).
train-claim-kazemnejad-sort = Más allá de la longitud { $L }, ningún esquema superó a NoPE en ninguna longitud, y NoPE superó a { $list } en alguna. Esto concuerda con lo que observaron Kazemnejad et al. 2023 (entre los modelos de solo decodificador, el que no tenía codificación posicional fue el que mejor generalizó a longitudes mayores en sus tareas); aquí la coincidencia se da en una tarea que casi no necesita información de orden. Una posible razón, que esta ejecución no pone a prueba: más allá de { $L }, los demás esquemas dan al modelo posiciones o distancias que nunca vio en el entrenamiento, mientras que NoPE no le da ninguna.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-ruoss =
    { $schemes ->
        [one] { $list }, el único esquema de posición juzgado más allá de la longitud { $L }, obtuvo un 0 % de respuestas exactas en todas las longitudes mayores con todas las semillas con las que se ajustó a las longitudes entrenadas. Coincide con Ruoss et al. 2023, que observaron que las codificaciones habituales, en general, no generalizan a longitudes mayores en tareas algorítmicas (allí sí ayudaron las posiciones aleatorizadas; donde este laboratorio también las probó, una frase más abajo analiza el resultado).
       *[other] Todos los esquemas de posición juzgados más allá de la longitud { $L } ({ $list }) obtuvieron un 0 % de respuestas exactas en todas las longitudes mayores con todas las semillas con las que se ajustaron a las longitudes entrenadas. Coincide con Ruoss et al. 2023, que observaron que las codificaciones habituales, en general, no generalizan a longitudes mayores en tareas algorítmicas (allí sí ayudaron las posiciones aleatorizadas; donde este laboratorio también las probó, una frase más abajo analiza el resultado).
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-ruoss-from =
    { $schemes ->
        [one] { $list }, el único esquema de posición juzgado más allá de la longitud { $L }, obtuvo un 0 % de respuestas exactas en todas las longitudes desde la { $zeroFrom } con todas las semillas con las que se ajustó a las longitudes entrenadas, y no pasó del { $most } con ninguna de esas semillas en { $lengths ->
            [one] la longitud
           *[other] las longitudes
        } { $lengthList }. Coincide con Ruoss et al. 2023, que observaron que las codificaciones habituales, en general, no generalizan a longitudes mayores en tareas algorítmicas (allí sí ayudaron las posiciones aleatorizadas; donde este laboratorio también las probó, una frase más abajo analiza el resultado).
       *[other] Todos los esquemas de posición juzgados más allá de la longitud { $L } ({ $list }) obtuvieron un 0 % de respuestas exactas en todas las longitudes desde la { $zeroFrom } con todas las semillas con las que se ajustaron a las longitudes entrenadas, y no pasaron del { $most } con ninguna de esas semillas en { $lengths ->
            [one] la longitud
           *[other] las longitudes
        } { $lengthList }. Coincide con Ruoss et al. 2023, que observaron que las codificaciones habituales, en general, no generalizan a longitudes mayores en tareas algorítmicas (allí sí ayudaron las posiciones aleatorizadas; donde este laboratorio también las probó, una frase más abajo analiza el resultado).
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-alibi =
    { $seeds ->
        [one] Más allá de la longitud { $L }, el porcentaje de respuestas exactas de ALiBi pasó de un { $first } en la longitud { $firstLength } a un { $last } en la longitud { $lastLength }, con la semilla con la que se ajustó. Press et al. 2022 midieron la perplejidad, que puede mantenerse plana más allá de la longitud de entrenamiento aunque el modelo no atienda a los tokens lejanos; una respuesta exacta necesita todos los dígitos.
       *[other] Más allá de la longitud { $L }, el porcentaje de respuestas exactas de ALiBi pasó de un { $first } en la longitud { $firstLength } a un { $last } en la longitud { $lastLength } (medias de las { $seeds } semillas con las que se ajustó). Press et al. 2022 midieron la perplejidad, que puede mantenerse plana más allá de la longitud de entrenamiento aunque el modelo no atienda a los tokens lejanos; una respuesta exacta necesita todos los dígitos.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-alibi-unfit =
    { $seeds ->
        [one] El sesgo de ALiBi baja de forma continua con la distancia, así que por sí solo no puede señalar el dígito que está { MATH("{0}", $reach) } tokens atrás, que es el que necesita esta tarea: el modelo tiene que averiguar dónde está cada dígito a partir de lo que calculan sus bloques (las pendientes distintas de sus cabezas le dan algunas pistas de distancia, pistas que NoPE no tiene). Aquí ALiBi obtuvo un { $shares } de respuestas exactas en la longitud { $L } (semilla { $seedList }), por debajo del { $fit }; esta ejecución no muestra por qué.
       *[other] El sesgo de ALiBi baja de forma continua con la distancia, así que por sí solo no puede señalar el dígito que está { MATH("{0}", $reach) } tokens atrás, que es el que necesita esta tarea: el modelo tiene que averiguar dónde está cada dígito a partir de lo que calculan sus bloques (las pendientes distintas de sus cabezas le dan algunas pistas de distancia, pistas que NoPE no tiene). Aquí ALiBi obtuvo { $shares } de respuestas exactas en la longitud { $L } (semillas { $seedList }), por debajo del { $fit } con todas las semillas; esta ejecución no muestra por qué.
    }
train-claim-overlap-lead = Algunas preguntas de prueba también aparecieron en el entrenamiento.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-overlap-whole =
    { $seeds ->
        [one] En { $lengths ->
            [one] la longitud
           *[other] las longitudes
        } { $lengthList }, el entrenamiento incluyó todas y cada una de las { $examples } preguntas de prueba.
       *[other] En { $lengths ->
            [one] la longitud
           *[other] las longitudes
        } { $lengthList }, el entrenamiento incluyó todas y cada una de las { $examples } preguntas de prueba, con todas las semillas.
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-claim-overlap-part =
    { $seeds ->
        [one] En la longitud { $length }, el entrenamiento incluyó { $counts } de las { $examples } preguntas de prueba (semilla { $seedList }).
       *[other] En la longitud { $length }, el entrenamiento incluyó { $counts } de las { $examples } preguntas de prueba (semillas { $seedList }, en ese orden).
    }
train-claim-overlap-past = Hasta la longitud { $L }, por tanto, el porcentaje de respuestas exactas se mide en parte o en su totalidad sobre preguntas con las que el modelo se entrenó, así que no distingue una respuesta memorizada de una regla aprendida; más allá de la longitud { $L }, toda pregunta de prueba es nueva, porque el entrenamiento nunca incluyó una más larga.
train-claim-nothing-learned = Ningún esquema llegó al { $fit } de respuestas exactas en la longitud { $L } con ninguna semilla: ningún esquema aprendió las longitudes entrenadas, así que esta ejecución no dice nada sobre la extrapolación. Con más pasos quizá lleguen a ajustarse, y entonces se podrá juzgar la extrapolación.
# Plurals: $steps is 1 to 10,000 (the steps setting): never a million, so no [many]. $tasks is Ruoss et al.'s 15 tasks: always «tareas». No verb agrees with the list («con { $list } el modelo no se ajustó»): the locale test allows only the variables en.ftl's text uses, and $schemes is not one of them here.
train-claim-remedy-unlearned =
    Extrayendo al azar entre 0 y { $last } las posiciones de cada pregunta de entrenamiento, con { $list } el modelo no se ajustó a las longitudes entrenadas en { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } con ninguna semilla, así que aquí no se juzga si extraer las posiciones al azar ayuda más allá de la longitud { $L }. Ruoss et al. 2023, que extrajeron las posiciones de un intervalo mucho más largo que cualquier prueba, indican que con ello la exactitud de la prueba más allá de las longitudes entrenadas aumentó de media un { $gain } % en { $tasks } tareas algorítmicas; esta ejecución ni lo confirma ni lo contradice.
# Plurals: $schemes is 1 to 3 (the schemes with drawn runs): never a million, so no [many]. $tasks is Ruoss et al.'s 15 tasks: always «tareas».
train-claim-remedy-unpaired =
    Con las posiciones extraídas al azar entre 0 y { $last }, { $list } { $schemes ->
        [one] se ajustó a las longitudes entrenadas, pero nunca con una semilla con la que también se ajustara su ejecución normal
       *[other] se ajustaron a las longitudes entrenadas, pero nunca con una semilla con la que también se ajustara la ejecución normal del mismo esquema
    }, así que las ejecuciones con posiciones al azar no se comparan con las normales más allá de la longitud { $L }: la mejora que indican Ruoss et al. 2023 (un { $gain } % de media en { $tasks } tareas algorítmicas) aquí ni se confirma ni se contradice.
# Plurals: $schemes is 1 to 3 (the schemes with drawn runs): never a million, so no [many]. $tasks is Ruoss et al.'s 15 tasks: always «tareas».
train-claim-remedy-ahead =
    Con las posiciones extraídas al azar entre 0 y { $last }, { $list } { $schemes ->
        [one] dio más respuestas exactas más allá de la longitud { $L } que sus ejecuciones normales
       *[other] dieron más respuestas exactas más allá de la longitud { $L } que sus respectivas ejecuciones normales
    } con las mismas semillas, según la regla descrita más arriba. Coincide con Ruoss et al. 2023, que indican que extraer las posiciones al azar aumentó la exactitud de la prueba más allá de las longitudes entrenadas un { $gain } % de media en { $tasks } tareas algorítmicas.
# Plurals: $schemes is 1 to 3 (the schemes with drawn runs) and $steps 1 to 10,000 (the steps setting): never a million, so no [many]. $tasks is Ruoss et al.'s 15 tasks: always «tareas».
train-claim-remedy-none =
    Con las posiciones extraídas al azar entre 0 y { $last }, { $list } no { $schemes ->
        [one] dio más respuestas exactas más allá de la longitud { $L } que sus ejecuciones normales
       *[other] dieron más respuestas exactas más allá de la longitud { $L } que sus respectivas ejecuciones normales
    } con las mismas semillas, según la regla descrita más arriba: con { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }, esta ejecución no muestra la mejora que indican Ruoss et al. 2023 (un { $gain } % de media en { $tasks } tareas algorítmicas, con posiciones extraídas de un intervalo mucho más largo que cualquier prueba).
# Plurals: $schemes is 1 to 3 (the schemes with drawn runs) and $steps 1 to 10,000 (the steps setting): never a million, so no [many]. $tasks is Ruoss et al.'s 15 tasks: always «tareas».
train-claim-remedy-behind =
    Con las posiciones extraídas al azar entre 0 y { $last }, { $list } { $schemes ->
        [one] dio menos respuestas exactas más allá de la longitud { $L } que sus ejecuciones normales
       *[other] dieron menos respuestas exactas más allá de la longitud { $L } que sus respectivas ejecuciones normales
    } con las mismas semillas, según la regla descrita más arriba: con { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }, esta ejecución va en contra de la mejora que indican Ruoss et al. 2023 (un { $gain } % de media en { $tasks } tareas algorítmicas).
# Plurals: $schemes is 1 to 3 (the schemes with drawn runs): never a million, so no [many].
train-claim-remedy-mixed =
    Con las posiciones extraídas al azar entre 0 y { $last }, { $list } { $schemes ->
        [one] dio más respuestas exactas que sus ejecuciones normales en algunas longitudes más allá de { $L } y menos en otras
       *[other] dieron más respuestas exactas que sus respectivas ejecuciones normales en algunas longitudes más allá de { $L } y menos en otras
    } (las frases anteriores dicen en cuáles): esta ejecución no permite pronunciarse ni a favor ni en contra de la mejora que indican Ruoss et al. 2023.
# Plurals: $steps is 300 and $E 2 to 32: never a million, so no [many].
train-claim-tuned-lengths = Tras el ajuste fino de { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } con preguntas de 1 a { $E ->
        [one] { $E } dígito
       *[other] { $E } dígitos
    }, las longitudes de 1 a { $E } son longitudes entrenadas para las ejecuciones con ajuste fino: cada una se lee abajo en la longitud { $E }, y ninguna se juzga más allá, porque no se probó ninguna pregunta más larga.
# Plurals: the papers' figures ($chenLength 32,768 tokens, $chenSteps 1,000 steps) and the lab's $steps (300) are always plural, never a million; $yarnTokens and $yarnSteps (10 and 2.5) count «veces».
train-claim-extension-papers = Lo que dicen los artículos: la interpolación de posiciones extendió modelos LLaMA hasta { $chenLength } tokens con { $chenSteps } pasos de ajuste fino como mucho (Chen et al. 2023); el escalado NTK-aware (bloc97, 2023) se propuso para extender el contexto sin ningún ajuste fino; YaRN (Peng et al. 2023) indica que necesita { $yarnTokens } veces menos tokens y { $yarnSteps } veces menos pasos que los métodos anteriores. Son modelos de lenguaje de miles de millones de parámetros, evaluados por su perplejidad sobre miles de tokens y por si encuentran una clave (passkey) oculta en un texto largo; aquí un modelo pequeño responde a preguntas de dígitos. Sin ajuste fino, cada método se compara con RoPE sin escalar (las frecuencias originales) con las mismas semillas más allá de las longitudes entrenadas, y solo cuando se ajusta a ellas; tras los mismos { $steps } pasos de ajuste fino (con la tasa de aprendizaje del preentrenamiento, mientras que esos artículos hicieron el ajuste fino con una pequeña fracción de ella), las longitudes de 1 a { $E } son longitudes entrenadas, así que de una ejecución con ajuste fino solo se lee si se ajusta a ellas.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
# Plurals: $n and $reach are the symbols n and 2k − 1: «n dígitos», «2k − 1 tokens».
train-claim-distances-reverse = Al invertir una pregunta de { $n } dígitos, el dígito { $k } de la respuesta tiene que leer el dígito que está { $reach } tokens atrás. El entrenamiento vio distancias de hasta { $trained ->
        [one] { $trained } token
       *[other] { $trained } tokens
    } ({ $bound }), y cada longitud mayor que { $L } necesita distancias más largas, hasta { $longest ->
        [one] { $longest } token
       *[other] { $longest } tokens
    } en la longitud { $E }: para extrapolar, un esquema tiene que manejar distancias que nunca vio al entrenar.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
# Plurals: $n is the symbol n: «n dígitos», «n tokens».
train-claim-distances-copy = Al copiar una pregunta de { $n } dígitos, cada dígito de la respuesta tiene que leer el dígito que está { $n } tokens atrás. El entrenamiento vio distancias de hasta { $trained ->
        [one] { $trained } token
       *[other] { $trained } tokens
    } ({ $bound }), y cada longitud mayor que { $L } necesita distancias más largas, hasta { $longest ->
        [one] { $longest } token
       *[other] { $longest } tokens
    } en la longitud { $E }: para extrapolar, un esquema tiene que manejar distancias que nunca vio al entrenar.
train-about-seconds =
    { $count ->
        [one] alrededor de { $seconds } segundo
        [many] unos { $seconds } de segundos
       *[other] unos { $seconds } segundos
    }
train-about-minutes =
    { $count ->
        [one] alrededor de { $minutes } minuto
        [many] unos { $minutes } de minutos
       *[other] unos { $minutes } minutos
    }
train-about-hours =
    { $hours ->
        [one]
            alrededor de { $hours } hora y { $minutes ->
                [one] { $minutes } minuto
                [many] { $minutes } de minutos
               *[other] { $minutes } minutos
            }
        [many]
            unas { $hours } de horas y { $minutes ->
                [one] { $minutes } minuto
                [many] { $minutes } de minutos
               *[other] { $minutes } minutos
            }
       *[other]
            unas { $hours } horas y { $minutes ->
                [one] { $minutes } minuto
                [many] { $minutes } de minutos
               *[other] { $minutes } minutos
            }
    }
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-estimate-workers =
    { $threads ->
        [one] En esta máquina, «Ejecutar» debería tardar { $duration } en { $threads } hilo de trabajo (medido ahora mismo con { $steps ->
            [one] { $steps } paso de entrenamiento
           *[other] { $steps } pasos de entrenamiento
        } y { $questions ->
            [one] { $questions } pregunta de prueba
           *[other] { $questions } preguntas de prueba
        }; otras tareas de la máquina lo cambian).
       *[other] En esta máquina, «Ejecutar» debería tardar { $duration } en { $threads } hilos de trabajo (medido ahora mismo con { $steps ->
            [one] { $steps } paso de entrenamiento
           *[other] { $steps } pasos de entrenamiento
        } y { $questions ->
            [one] { $questions } pregunta de prueba
           *[other] { $questions } preguntas de prueba
        }; otras tareas de la máquina lo cambian).
    }
train-estimate-page =
    En esta máquina, «Ejecutar» debería tardar { $duration } en el hilo propio de la página (medido ahora mismo con { $steps ->
        [one] { $steps } paso de entrenamiento
       *[other] { $steps } pasos de entrenamiento
    } y { $questions ->
        [one] { $questions } pregunta de prueba
        [many] { $questions } de preguntas de prueba
       *[other] { $questions } preguntas de prueba
    }; otras tareas de la máquina lo cambian).
train-estimate-timing = Midiendo unos pocos pasos de entrenamiento para decir cuánto tardará «Ejecutar» en esta máquina…
train-estimate-failed = No se pudo medir cuánto tardará «Ejecutar»: { $reason }
train-band-lowest = { $series }, la semilla con peor resultado
train-band-highest = { $series }, la semilla con mejor resultado
train-accuracy-x = longitud de la pregunta (dígitos)
train-accuracy-y = respuestas exactas (%)
train-loss-x = paso de entrenamiento
train-loss-y = pérdida (nats, escala logarítmica)
train-series-mean =
    { $count ->
        [one] { $scheme }, media de { $seeds } semilla
        [many] { $scheme }, media de { $seeds } de semillas
       *[other] { $scheme }, media de { $seeds } semillas
    }
train-loss-latest = { $scheme } { $loss } en el paso { $step }
train-loss-latest-next = { $first }; { $rest }
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
train-loss-summary =
    { $count ->
        [one]
            { $seeds ->
                [one] Cada punto es la pérdida media de { $steps } paso. Último valor: { $latest }.
               *[other] Cada punto es la pérdida media de { $steps } paso, promediada sobre las semillas (la banda va del peor al mejor valor entre las semillas). Último valor: { $latest }.
            }
       *[other]
            { $seeds ->
                [one] Cada punto es la pérdida media de { $steps } pasos. Último valor: { $latest }.
               *[other] Cada punto es la pérdida media de { $steps } pasos, promediada sobre las semillas (la banda va del peor al mejor valor entre las semillas). Último valor: { $latest }.
            }
    }
train-loss-none = Todavía no hay pasos.
train-column-step = paso
train-column-length = longitud
train-loss-table-label = Datos de la pérdida de entrenamiento
train-trained-line = longitud entrenada más larga ({ $L })
train-accuracy-summary =
    { $count ->
        [one] Porcentaje de respuestas exactas en cada longitud 1–{ $longest } para { $schemes } esquema, entrenado en longitudes 1–{ $L } (la línea discontinua). La tabla da todos los valores; qué muestran se comenta en «{ $heading }».
        [many] Porcentaje de respuestas exactas en cada longitud 1–{ $longest } para { $schemes } de esquemas, entrenados en longitudes 1–{ $L } (la línea discontinua). La tabla da todos los valores; qué muestran se comenta en «{ $heading }».
       *[other] Porcentaje de respuestas exactas en cada longitud 1–{ $longest } para { $schemes } esquemas, entrenados en longitudes 1–{ $L } (la línea discontinua). La tabla da todos los valores; qué muestran se comenta en «{ $heading }».
    }
# Plurals: $schemes is 8 to 8 series of the extension: never one, never a million.
train-accuracy-summary-ext = Porcentaje de respuestas exactas en cada longitud 1–{ $longest } para { $schemes } series. Las ejecuciones sin ajuste fino se entrenaron en longitudes 1–{ $L } (la línea discontinua); las ajustadas, en longitudes 1–{ $longest }. La tabla da todos los valores; qué muestran se comenta en «{ $heading }».
train-length-never-trained = { $length } (nunca entrenada)
train-length-ext-tuned = { $length } (entrenada solo por el ajuste fino)
train-accuracy-cell = { $mean } (semillas { $seeds })
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
train-accuracy-caption =
    { $seeds ->
        [one] Respuestas exactas de { $examples } preguntas en cada longitud.
       *[other] Respuestas exactas de { $examples } preguntas en cada longitud, la media de las semillas y el valor de cada una.
    }
train-accuracy-table-label = Datos de exactitud
train-accuracy-x-trained = longitud de la pregunta (dígitos); entrenamiento de 1 a { $L }
train-accuracy-x-ext = sin ajuste fino, entrenamiento de 1 a { $L }; con ajuste fino, de 1 a { $E }
# Plurals: $longest is the longest tested length, 2L, so 2 or more and never a round million: plural.
train-question-error = la pregunta debe tener de 1 a { $longest } dígitos (0-9, se admiten espacios); se recibió «{ $text }»
train-predictions-caption = Semilla { $seed } de cada esquema, decodificación voraz: cada dígito de la respuesta es el más probable para el modelo tras los dígitos anteriores.
train-predictions-scheme = esquema
train-predictions-question = pregunta
train-predictions-expected = respuesta correcta
train-predictions-wrote = lo que escribió el modelo
train-predictions-verdict = veredicto
train-verdict-right = ✓ correcta
train-verdict-wrong =
    { $count ->
        [one] ✗ incorrecta: { $wrong } de { $digits } dígito mal
        [many] ✗ incorrecta: { $wrong } de { $digits } de dígitos mal
       *[other] ✗ incorrecta: { $wrong } de { $digits } dígitos mal
    }
train-attention-note = Adónde mira cada posición, en la cabeza { $head } del bloque { $block } (el último), para la semilla { $seed }. Cada fila es una posición de consulta (la que lee); cada columna, una posición de clave (una de las que lee: solo la propia posición y las anteriores, porque la máscara es causal); cada fila suma 1. La entrada es la pregunta, { $sep } y la respuesta correcta salvo su último dígito: el modelo se puntúa en las posiciones desde { $sep }.
train-attention-title = { $scheme }: atención, cabeza { $head }, bloque { $block }
train-attention-rows = posición de consulta (la que lee)
train-attention-cols = posición de clave (leída)
# Plurals: $count is a question's tokens, 2 to 65: never a million.
train-attention-rows-count =
    { $count ->
        [one] { $number } posición de consulta (la que lee)
       *[other] { $number } posiciones de consulta (las que leen)
    }
# Plurals: $count is a question's tokens, 2 to 65: never a million.
train-attention-cols-count =
    { $count ->
        [one] { $number } posición de clave (leída)
       *[other] { $number } posiciones de clave (leídas)
    }
train-attention-cell = la posición { $row } ({ $rowToken }) lee la posición { $col } ({ $colToken }) con peso { $weight }
train-table-tick = Marca «{ $learned }» y vuelve a ejecutar para ver la tabla que aprende.
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-table-note =
    { $digits ->
        [one] La tabla de posiciones aprendida (semilla { $seed }) tiene { $rows } filas de { $d }: una por cada posición que el modelo puede leer. Las preguntas de entrenamiento de hasta { $digits } dígito solo llenan las posiciones 0–{ $lastTrained }, así que las filas { $firstUntrained }–{ $lastRow } nunca recibieron un gradiente: son sus valores iniciales aleatorios, algo reducidos por el decaimiento de pesos. Las preguntas más largas de la prueba las leen de todos modos. La tabla sinusoidal de al lado es la fórmula, calculada de la misma manera para cada fila, entrenada o no.
       *[other] La tabla de posiciones aprendida (semilla { $seed }) tiene { $rows } filas de { $d }: una por cada posición que el modelo puede leer. Las preguntas de entrenamiento de hasta { $digits } dígitos solo llenan las posiciones 0–{ $lastTrained }, así que las filas { $firstUntrained }–{ $lastRow } nunca recibieron un gradiente: son sus valores iniciales aleatorios, algo reducidos por el decaimiento de pesos. Las preguntas más largas de la prueba las leen de todos modos. La tabla sinusoidal de al lado es la fórmula, calculada de la misma manera para cada fila, entrenada o no.
    }
train-map-learned-trained = tabla aprendida, filas 0–{ $last } (entrenadas)
train-map-learned-untrained = tabla aprendida, filas { $first }–{ $last } (nunca entrenadas)
train-map-sinusoidal = tabla sinusoidal, filas 0–{ $last }
train-axis-position = posición
train-axis-dimension = dimensión
# Plurals: the lab's counts stay small (seeds 1 to 5, schemes 1 to 6, lengths and distances under 130, threads under 9, 4 timed questions): [many], a million, never occurs.
train-t5-note =
    { $lastDistance ->
        [one] La tabla de sesgos de la ejecución T5 (semilla { $seed }): un número por cabeza para cada uno de los { $buckets } intervalos de distancia, mostrada como las filas de la tabla aprendida. El entrenamiento lee distancias de { $lastDistance } token como máximo ({ $bound }, contadas en tokens: los dígitos, el separador y la respuesta), que caen en los intervalos 0–{ $lastTrained }; los intervalos { $firstUntrained }–{ $lastBucket } nunca recibieron un gradiente, así que conservan sus valores iniciales aleatorios, algo reducidos por el decaimiento de pesos. Las preguntas más largas de la prueba llegan al intervalo { $reached } (distancia { $longest }).
       *[other] La tabla de sesgos de la ejecución T5 (semilla { $seed }): un número por cabeza para cada uno de los { $buckets } intervalos de distancia, mostrada como las filas de la tabla aprendida. El entrenamiento lee distancias de { $lastDistance } tokens como máximo ({ $bound }, contadas en tokens: los dígitos, el separador y la respuesta), que caen en los intervalos 0–{ $lastTrained }; los intervalos { $firstUntrained }–{ $lastBucket } nunca recibieron un gradiente, así que conservan sus valores iniciales aleatorios, algo reducidos por el decaimiento de pesos. Las preguntas más largas de la prueba llegan al intervalo { $reached } (distancia { $longest }).
    }
train-map-t5-trained = sesgos de T5, intervalos 0–{ $last } (entrenados)
train-map-t5-untrained = sesgos de T5, intervalos { $first }–{ $last } (nunca entrenados)
train-axis-bucket = intervalo
train-axis-head = cabeza
train-map-learned-cosine = similitud coseno de las filas aprendidas
train-map-sinusoidal-cosine = similitud coseno de las filas sinusoidales
train-cosine-note = Similitud coseno de cada par de filas. En la tabla sinusoidal solo depende de la distancia entre las posiciones (igual a lo largo de cada diagonal). En la aprendida, las filas 0–{ $lastTrained } son lo que el entrenamiento hizo de ellas; desde la fila { $firstUntrained }, valores iniciales casi aleatorios.
train-loss-empty = La pérdida de cada ejecución aparece aquí mientras entrena.
train-loss-chart-label = Pérdida de entrenamiento de cada esquema, por paso
train-loss-no-run = Todavía no hay ejecución: la pérdida de entrenamiento de cada ejecución aparece aquí, paso a paso, mientras entrena.
train-accuracy-empty = Cuando todas las ejecuciones hayan terminado de entrenar, se evalúan en cada longitud.
train-shows-heading = Lo que muestra esta ejecución
train-supports-heading = Lo que respalda esta ejecución y lo que no
train-accuracy-chart-label = Exactitud de respuesta completa de cada esquema por longitud de la pregunta
train-accuracy-no-run = Todavía no hay ejecución: cuando todas las ejecuciones hayan terminado de entrenar, su exactitud en cada longitud aparece aquí.
train-examples-empty = Tras la ejecución, escribe una pregunta y mira cómo la responde cada esquema.
train-question-label = pregunta (dígitos)
# Plurals: $twoL is the symbol 2L: «2L dígitos».
train-question-hint = Hasta { $twoL } dígitos; más de { $L } es una longitud nunca entrenada.
train-head-label = cabeza
train-table-empty = Tras una ejecución que incluya «{ $learned }», su tabla aparece aquí.
train-error-no-run = el laboratorio no tiene la ejecución { $key }
train-error-no-operation = el laboratorio no tiene la operación { $op }
train-error-closed = se cerró el laboratorio
train-error-worker-late = el hilo de trabajo de entrenamiento no arrancó a tiempo
train-error-worker-load = no se pudo cargar el hilo de trabajo de entrenamiento
train-error-worker-unreadable = un mensaje del hilo de trabajo de entrenamiento no se pudo leer
train-error-worker-stopped = el hilo de trabajo de entrenamiento se ha detenido
train-error-worker-lost = el hilo de trabajo de entrenamiento dejó de responder (sin respuesta a «{ $op }» en { $seconds } s)
train-error-budget = una ejecución de este modelo no cabe en la memoria que un núcleo reserva para los entrenadores ({ $reason }); las ejecuciones se entrenan por turnos, así que menos semillas o esquemas no ayudarían: elige una { $d } menor, menos bloques o una { $L } más corta
train-error-no-finished-run = el laboratorio no tiene una ejecución terminada { $key } a la que preguntar
train-error-no-tensor = el laboratorio no tiene el tensor { $name } de una ejecución terminada { $key }

# Recorded runs (web/src/sections/train/recorded.js): results shipped with the page, written by scripts/record-runs.mjs from the core.

train-recorded-notice = Estos resultados están grabados: el núcleo de esta página entrenó estas ejecuciones de antemano, con exactamente estos ajustes. «Ejecutar» las vuelve a entrenar en este navegador y obtiene los mismos números, bit a bit.
train-recorded-ask = Los resultados grabados no guardan los modelos entrenados: pulsa «Ejecutar» para hacer preguntas a los modelos entrenados.
train-recorded-same = Esta ejecución dio los resultados grabados bit a bit: cada pérdida y cada recuento de cada ejecución son iguales.
train-recorded-differs = Esta ejecución difiere de los resultados grabados en { $list }: este navegador no entrenó esas ejecuciones como lo hizo el núcleo que las grabó.
train-recorded-run = { $scheme } con la semilla { $seed }
train-ext-recorded-notice = Estas ejecuciones de extensión también están grabadas: el núcleo de esta página las ejecutó de antemano, a partir de las ejecuciones de RoPE grabadas de arriba. Ejecuta la comparación y pulsa después «Extender el contexto de las ejecuciones de RoPE»: este navegador las vuelve a ejecutar y obtiene los mismos números, bit a bit.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
# La narración de la sección y los ajustes del conjunto (practice.js, setup.js, keep.js, set-view.js)
practice-intro-seed = Practica con números propios. Las preguntas salen de una semilla: la misma semilla da las mismas preguntas en cualquier equipo, así que un conjunto se puede compartir por su enlace, y «Conjunto nuevo» da números nuevos.
practice-intro-answers = Escribe un número ({ $example }; también vale con punto decimal) o una expresión como { $power }, { $half } o { $fraction }. Una respuesta que no se puede leer queda como «no entendida» y no cuenta como incorrecta. Una respuesta incorrecta que coincide con un error conocido lo nombra y enlaza con la parte de la lección que lo explica.
practice-your-set = Tu conjunto
practice-score-counts = Tu puntuación cuenta las preguntas que respondes bien por tu cuenta. Una pregunta cuya respuesta has visto (con Mostrar la respuesta, con los pasos resueltos o tras tu último intento) cuenta como no acertada, y sigue así cuando se vuelve a abrir el conjunto.
practice-attempts-rule =
    { $attempts ->
        [0] Cada pregunta admite tantas respuestas comprobadas como necesites.
        [one] Cada pregunta admite una respuesta comprobada: si es incorrecta, se muestra su respuesta y la pregunta cuenta como no acertada. Una respuesta que no se puede leer no gasta ningún intento.
        [many] Cada pregunta admite como mucho { $shown } de respuestas comprobadas: cuando { $shown } son incorrectas, se muestra su respuesta y la pregunta cuenta como no acertada. Una respuesta que no se puede leer no gasta ningún intento.
       *[other] Cada pregunta admite como mucho { $shown } respuestas comprobadas: cuando { $shown } son incorrectas, se muestra su respuesta y la pregunta cuenta como no acertada. Una respuesta que no se puede leer no gasta ningún intento.
    }
practice-fixed-set =
    { $count ->
        [one] Este conjunto te lo han dado tal cual: { $shown } pregunta de la semilla { $seed }, aprobado con al menos un { $pass } % de aciertos.
        [many] Este conjunto te lo han dado tal cual: { $shown } de preguntas de la semilla { $seed }, aprobado con al menos un { $pass } % de aciertos.
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
# Plurals: $max is a practice set's 50 questions at most: plural.
practice-cap-note = n es { $n } (fijado en otra sección, donde cuenta posiciones); un conjunto de práctica tiene como mucho { $max } preguntas, así que este tiene { $max }.
practice-question-heading = Pregunta { $number } de { $count }
practice-score = Puntuación: { $score }
practice-score-open =
    { $open ->
        [one] { $raw } de { $max } acertadas; queda { $shown } pregunta abierta.
        [many] { $raw } de { $max } acertadas; quedan { $shown } de preguntas abiertas.
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
practice-worked-rounding = redondeados a 6 decimales ({ -rounding }; los menores que 0,01, a 6 cifras significativas)
practice-answer-label = Tu respuesta
practice-answer-form = Escribe un número como { $example } (separador decimal «{ $sign }») o una expresión como { $expression }.
practice-check = Comprobar
practice-give-up = Mostrar la respuesta
practice-show-steps = Mostrar los pasos resueltos
practice-steps-title = Pasos resueltos
practice-answer-line = La respuesta: { $answer }, corregida { $tolerance }.
practice-shown-give-up-head = Pregunta abandonada.
practice-shown-give-up = La respuesta es { $answer }; los pasos están abajo. Esta pregunta cuenta como no acertada.
practice-shown-steps-head = Respuesta mostrada.
practice-shown-steps = Los pasos resueltos dan la respuesta, { $answer }, así que esta pregunta cuenta ahora como no acertada.
practice-shown-attempts-head = No quedan intentos.
practice-shown-attempts =
    { $attempts ->
        [one] Solo tenías { $shown } intento y ya lo has usado: la respuesta es { $answer } y los pasos están abajo. Esta pregunta cuenta como no acertada.
        [many] Ese era el último de tus { $shown } de intentos: la respuesta es { $answer } y los pasos están abajo. Esta pregunta cuenta como no acertada.
       *[other] Ese era el último de tus { $shown } intentos: la respuesta es { $answer } y los pasos están abajo. Esta pregunta cuenta como no acertada.
    }
practice-attempts-left =
    { $left ->
        [one] Te queda { $shown } intento en esta pregunta.
        [many] Te quedan { $shown } de intentos en esta pregunta.
       *[other] Te quedan { $shown } intentos en esta pregunta.
    }
# Plurals: $bytes is the answer box's 10,000 bytes at most: never a million, so no [many].
practice-too-long = La respuesta ocupa más de { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }, el máximo que admite esta casilla. Escribe un solo número o una expresión corta.
practice-right = Correcto.
practice-right-read = Leída como { $readAs }; la respuesta es { $answer }.
practice-question-title = { $heading }: { $kind }
practice-not-understood = No entendida.
practice-not-understood-colon = No entendida:
practice-nothing-marked = { $message } No se ha corregido nada.
practice-nothing-marked-read = { $message } Se leyó como «{ $readAs }». No se ha corregido nada.
# Why an answer was not understood (words.js reasonText: the core's reason code and its data;
# at is a character number, text the part of the answer quoted; the English reads as the core's)
practice-parse-explained = { $reason } { $whatToType }
practice-parse-what-to-type = Escribe un solo número ({ $point } o { $comma }, { $exponent }) o una expresión como { $quarterPi }, { $fraction }, { $power } o { $root }.
practice-parse-no-answer = Todavía no hay respuesta.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
practice-parse-too-long =
    { $count ->
        [one] La respuesta tiene más de { $limit } carácter, lo máximo que lee esta casilla.
       *[other] La respuesta tiene más de { $limit } caracteres, lo máximo que lee esta casilla.
    }
practice-parse-ends-too-soon = La respuesta termina demasiado pronto (falta algo al final).
practice-parse-missing-bracket = Falta un «{ $bracket }» al final.
practice-parse-stray-comma = La coma del carácter { $at } no forma parte de ningún número.
practice-parse-unexpected-character = «{ $text }» en el carácter { $at }.
practice-parse-control-character = un carácter de control en el carácter { $at }.
practice-parse-invalid-byte = un byte que no es texto UTF-8 en el carácter { $at }.
practice-parse-unreadable-character = un carácter que no se pudo leer como texto en el carácter { $at }.
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
practice-parse-too-deep =
    { $count ->
        [one] La respuesta anida más de { $limit } paréntesis o función uno dentro de otro.
       *[other] La respuesta anida más de { $limit } paréntesis o funciones unos dentro de otros.
    }
practice-parse-power-operand = El «{ $power }» del carácter { $at } debe ir seguido de un número o de un paréntesis, no de «{ $text }».
practice-parse-function-brackets = La función { $text } necesita su argumento entre paréntesis, como en { $example }.
practice-parse-unknown-name = el nombre «{ $text }» (nombres conocidos: { $names }, { $log } para la base 10).
practice-parse-mixed-marks = El número «{ $text }» mezcla puntos y comas decimales de un modo que no da un único número.
practice-parse-thousands-groups = El número «{ $text }» usa «{ $separator }» como separador de miles, pero no entre grupos de tres cifras.
practice-parse-several-decimal-marks = El número «{ $text }» tiene más de un separador decimal; escribe un solo número, como { $point } o { $comma } (una lista de números no es una respuesta).
practice-parse-numbers-side-by-side = Hay dos números seguidos en el carácter { $at } (un espacio dentro de un número no se entiende); escribe { $whole }, no { $spaced }.
practice-parse-number-too-large = El número «{ $text }» es demasiado grande para ser una respuesta aquí.
practice-parse-undefined-result = La respuesta «{ $text }» no da un número finito (no está definida, como no lo están { $zeroByZero } ni { $rootOfMinusOne }).
practice-parse-infinite-result = La respuesta «{ $text }» no da un número finito (es infinitamente grande).
practice-not-right = No es correcto.
practice-read-as = Tu respuesta se leyó como { $readAs }.
practice-mistake-lead = Coincide con un error conocido: { $name }. { $explanation }
practice-mistake-close = Casi, pero no cuenta: { $name }. { $explanation }
practice-read-about = Lee sobre ello en { $section }.
practice-new-tab = { $title } (se abre en una pestaña nueva)
practice-try-title = Prueba una
practice-try-intro = Una pregunta sobre esta sección con números propios. Escribe un número ({ $example } o 0.25, con coma o punto decimal) o una expresión como { $power } o { $half }.
practice-try-another = Otra pregunta
practice-try-full-set = Un conjunto de práctica completo sobre { $section } →
practice-try-heading = Pregunta

# Las palabras de los ejercicios (words.js)
# Plurals: [other] serves a million too (no count stands before a noun, so no “de”).
# [1] and [3]: 1.er and 3.er (primer, tercer) before the masculine noun «token» that every question puts after it.
practice-ordinal =
    { $count ->
        [1] { $n }.er
        [3] { $n }.er
       *[other] { $n }.º
    }
practice-base = base { $base }
practice-question = { $question } Da la respuesta { $tolerance }.
practice-question-unknown = Un ejercicio del tipo { $kind }. Da la respuesta { $tolerance }.
practice-tolerance-significant = con { $figures } cifras significativas
practice-tolerance-exact = de forma exacta (un número entero)
practice-tolerance-within = con un margen de { $tolerance }
practice-kind-pe-exponent-name = El exponente de una dimensión
practice-kind-pe-exponent-question = En la codificación sinusoidal con { MATH("d = {0}", $dModel) } (intercalada: la dimensión 2i contiene el seno y la { MATH("2i + 1") } el coseno del par i; las dimensiones se cuentan desde 0), la dimensión { MATH("j = {0}", $dim) } divide la posición entre { MATH("base^e") }. ¿Cuál es el exponente e?
practice-kind-pe-denominator-name = El denominador de una dimensión
# Plurals: $maxLen arrives as text, worded «una longitud de contexto de { $maxLen }» so no noun agrees with it.
practice-kind-pe-denominator-question = Un modelo con { MATH("d = {0}", $dModel) } y una longitud de contexto de { $maxLen } usa la codificación sinusoidal con { $baseWords } (intercalada, dimensiones desde 0). ¿Cuál es el denominador { MATH("base^e") } de la dimensión { MATH("j = {0}", $dim) }?
practice-kind-pe-angle-name = El ángulo de { MATH("PE(pos, j)") }
# Plurals: $maxLen arrives as text, worded «una longitud de contexto de { $maxLen }» so no noun agrees with it.
practice-kind-pe-angle-question = Un modelo con { MATH("d = {0}", $dModel) } y una longitud de contexto de { $maxLen } usa la codificación sinusoidal con { $baseWords } (intercalada, dimensiones desde 0). El { $token } token de una frase está en la posición { MATH("pos = {0}", $pos) }, ya que las posiciones se cuentan desde 0. ¿Cuál es el ángulo, en radianes, de la dimensión { MATH("j = {0}", $dim) } en ese token?
practice-kind-pe-value-name = El valor de { MATH("PE(pos, j)") }
# Plurals: $maxLen arrives as text, worded «una longitud de contexto de { $maxLen }» so no noun agrees with it.
practice-kind-pe-value-question = Un modelo con { MATH("d = {0}", $dModel) } y una longitud de contexto de { $maxLen } usa la codificación sinusoidal con { $baseWords } (intercalada, dimensiones desde 0). El { $token } token de una frase está en la posición { MATH("pos = {0}", $pos) }, ya que las posiciones se cuentan desde 0. ¿Cuánto vale { MATH("PE(pos, {0})", $dim) }, el valor de la dimensión { MATH("j = {0}", $dim) } en ese token? Conserva al menos { $angleDecimals } decimales del ángulo antes de calcular su seno o su coseno.
practice-kind-wavelength-name = La longitud de onda de un par
practice-kind-wavelength-question = En la codificación sinusoidal con { MATH("d = {0}", $dModel) } y { $baseWords }, los pares se cuentan desde 0. ¿Cuál es la longitud de onda del par { MATH("i = {0}", $pair) }: cuántas posiciones tarda su ángulo en dar una vuelta completa?
practice-kind-pair-interleaved-name = Qué par contiene una dimensión (intercalada)
practice-kind-pair-interleaved-question = En la disposición intercalada (la dimensión 2i contiene el seno y la { MATH("2i + 1") } el coseno del par i) con { MATH("d = {0}", $dModel) }, las dimensiones y los pares se cuentan desde 0. ¿A qué par i pertenece la dimensión { MATH("j = {0}", $dim) }?
practice-kind-pair-concatenated-name = Qué par contiene una dimensión (concatenada)
practice-kind-pair-concatenated-question = En la disposición concatenada (tensor2tensor: primero los senos de todos los pares, luego los cosenos) con { MATH("d = {0}", $dModel) }, las dimensiones y los pares se cuentan desde 0. ¿A qué par i pertenece la dimensión { MATH("j = {0}", $dim) }?
practice-kind-shift-entry-name = Un elemento de la matriz de desplazamiento M_k
practice-kind-shift-entry-question = { MATH("PE(pos + k) = M_k PE(pos)") } para la codificación sinusoidal con { MATH("d = {0}", $dModel) } y { $baseWords } (intercalada; el bloque del par i actúa sobre { MATH("(sin, cos)") } de ese par). Para { MATH("k = {0}", $k) }, ¿cuál es el elemento de M_k en la fila { $row }, columna { $col } (filas y columnas se cuentan desde 0)?
practice-kind-dot-product-name = { MATH("PE(p) · PE(p + k)") }
practice-kind-dot-product-question = Para la codificación sinusoidal con { MATH("d = {0}", $dModel) } y { $baseWords } (ángulos en radianes), ¿cuál es el producto escalar { MATH("PE({0}) · PE({1})", $pos, $posK) }, el de las codificaciones de las posiciones { $pos } y { $posK }?
practice-kind-rope-rotation-name = Una rotación RoPE de un par
practice-kind-rope-rotation-question =
    RoPE con dimensión de cabeza { MATH("d = {0}", $dModel) } y { $baseWords } gira el par i de un vector un ángulo { MATH("pos · w_i") }, con { MATH("w_i = base^(−2i/d)") }, en sentido antihorario. El par { MATH("i = {0}", $pair) } de una consulta contiene { MATH("(x0; x1) = ({0}; {1})", $x0, $x1) }. En la posición { MATH("pos = {0}", $pos) }, ¿cuál es la { $coordinate ->
        [first] primera coordenada x0′
       *[second] segunda coordenada x1′
    } del par girado?
practice-kind-alibi-slope-name = La pendiente ALiBi de una cabeza
practice-kind-alibi-slope-question = Un modelo con ALiBi tiene { MATH("H = {0}", $heads) } cabezas, numeradas de { MATH("h = 1") } a { $heads } en el orden en que el código de referencia enumera sus pendientes. ¿Cuál es la pendiente m de la cabeza { MATH("h = {0}", $head) }?
practice-kind-t5-bucket-name = El intervalo T5 de un desfase
# Plurals: $numBuckets arrives as text, worded «número de intervalos { $numBuckets }» so no noun agrees with it.
practice-kind-t5-bucket-question = El sesgo de atención relativo de T5 (bidireccional, número de intervalos { $numBuckets }, distancia máxima { $maxDistance }) asigna el desfase clave − consulta a un intervalo. La consulta en la posición { $query } atiende a la clave en la posición { $key }. ¿En qué intervalo cae el desfase?
practice-kind-pi-frequency-name = Una frecuencia con interpolación de posiciones
practice-kind-pi-frequency-question = Un modelo RoPE con dimensión de cabeza { MATH("d = {0}", $dModel) } y { $baseWords } se estira a { $scale } veces su longitud de entrenamiento con interpolación de posiciones (PI). ¿Cuál es la nueva frecuencia angular w_i′ del par { MATH("i = {0}", $pair) }, en radianes por posición?
practice-kind-ntk-frequency-name = Una frecuencia con escalado NTK-aware
practice-kind-ntk-frequency-question = Un modelo RoPE con dimensión de cabeza { MATH("d = {0}", $dModel) } y { $baseWords } se estira a { $scale } veces su longitud de entrenamiento con escalado NTK-aware. ¿Cuál es la nueva frecuencia angular w_i′ del par { MATH("i = {0}", $pair) }, en radianes por posición?
practice-kind-fairseq-row-name = La fila de la tabla de fairseq para un token
practice-kind-fairseq-row-question = El embedding posicional sinusoidal de fairseq reserva la fila 1 para el relleno { MATH("(padding_idx = 1)") }. Para el { $token } token de una frase (sin relleno delante), ¿qué fila de la tabla de fairseq se lee?
practice-step = { $name }: { $value }
practice-step-pair = par i
practice-step-isSine = seno (1) o coseno (0)
practice-step-exponent = exponente { MATH("e = 2i/d") }
practice-step-denominator = denominador { MATH("base^e") }
practice-step-omega = frecuencia angular w_i (radianes por posición)
practice-step-angle = ángulo (radianes)
practice-step-angle-of-pair = ángulo del par { $pair }, w_i k (radianes)
practice-step-value = valor
practice-step-wavelength = longitud de onda { MATH("2π/w_i") } (posiciones)
practice-step-cos = coseno del ángulo
practice-step-sin = seno del ángulo
practice-step-powerOfTwo = mayor potencia de dos { MATH("n ≤ H") }
practice-step-slope = pendiente m
practice-step-offset = desfase clave − consulta
practice-step-distance = distancia n = |clave − consulta|
practice-step-bucket = intervalo
practice-step-omegaNew = nueva frecuencia angular w_i′
practice-step-newBase = nueva base { MATH("(base · s^(d/(d − 2)))") }
practice-step-pos = posición desde 0
practice-step-paddingRow = fila de relleno (padding_idx)
practice-step-firstRow = fila del primer token { MATH("(padding_idx + 1)") }
practice-step-row = fila
practice-step-t5-exactBuckets = intervalos exactos de una dirección, uno por cada distancia menor que { $exactBuckets }: { $exactBuckets }
practice-step-t5-logPart = la distancia { $distance } es al menos { $exactBuckets }, así que su intervalo crece con su logaritmo: { MATH("log(n/{0}) / log({1}/{2}) · {3} = log({4}/{5}) / log({6}/{7}) · {8} = {9}", $exactBuckets, $maxDistance, $exactBuckets, $exactBuckets, $distance, $exactBuckets, $maxDistance, $exactBuckets, $exactBuckets, $logPart) }
practice-step-t5-logBucket = { MATH("{0} + ⌊{1}⌋ = {2}", $exactBuckets, $logPart, $logBucket) }
practice-step-t5-lastBucket = último intervalo de una dirección: { $lastBucket }
practice-step-t5-sideBucket-capped = { $logBucket } pasa del último intervalo, así que el intervalo dentro de esta dirección se limita a { $lastBucket }: { $sideBucket }
practice-step-t5-sideBucket = { $logBucket } no pasa del último intervalo { $lastBucket }, así que el intervalo dentro de esta dirección es { $sideBucket }
practice-step-t5-sideStart-after = la clave va después de la consulta (la mitad superior de los intervalos), así que el primer intervalo de esta dirección es { $sideStart }
practice-step-t5-sideStart-before = la clave va antes de la consulta (la mitad inferior de los intervalos), así que el primer intervalo de esta dirección es { $sideStart }
practice-step-t5-bucket = intervalo: { MATH("{0} + {1} = {2}", $sideBucket, $sideStart, $bucket) }
practice-step-alibi-slopeCount-first = la cabeza { MATH("h = {0}", $head) } es una de las primeras { MATH("n = {0}", $powerOfTwo) } cabezas, así que su pendiente está en la lista { MATH("2^(−8k/n)") } para { MATH("k = 1") } a n: { MATH("n = {0}", $slopeCount) }
practice-step-alibi-slopeCount-after = la cabeza { MATH("h = {0}", $head) } va después de las primeras { MATH("n = {0}", $powerOfTwo) } cabezas, así que su pendiente está en la lista para 2n cabezas, { MATH("2^(−8k/(2n))") } para { MATH("k = 1") } a 2n: { MATH("2n = {0}", $slopeCount) }
practice-step-alibi-slopeNumber-first = su lugar k en esa lista es { MATH("h = {0}", $slopeNumber) }
practice-step-alibi-slopeNumber-after = su lugar k en esa lista es el número impar { MATH("2(h − n) − 1 = 2({0} − {1}) − 1 = {2}", $head, $powerOfTwo, $slopeNumber) }
practice-step-alibi-slope = pendiente { MATH("m = 2^(−8·{0}/{1}) = {2}", $slopeNumber, $slopeCount, $slope) }

# Los errores con los que puede coincidir una respuesta incorrecta (words.js)
practice-mistake-dimension-as-pair-name = El índice de la dimensión usado como índice del par
practice-mistake-dimension-as-pair-explanation = El exponente es { MATH("2i/d") } con i el PAR ({ MATH("i = floor(j/2)") } en la disposición intercalada), no la dimensión j: las dimensiones 2i y { MATH("2i + 1") } comparten una frecuencia.
practice-mistake-missing-two-name = { MATH("base^(i/d)") } en lugar de { MATH("base^(2i/d)") }
practice-mistake-missing-two-explanation = El exponente es { MATH("2i/d") }: i cuenta pares, y cada par ocupa dos dimensiones.
practice-mistake-one-based-pair-name = Pares contados desde 1
practice-mistake-one-based-pair-explanation = Los pares se cuentan desde 0: el par 0 tiene exponente 0 y gira un radián por posición.
practice-mistake-concatenated-layout-name = La disposición concatenada donde se pide la intercalada
practice-mistake-concatenated-layout-explanation = Intercalada (el artículo): la dimensión 2i es el seno y la { MATH("2i + 1") } el coseno del par i. Concatenada (tensor2tensor) pone primero todos los senos y luego todos los cosenos.
practice-mistake-interleaved-layout-name = La disposición intercalada donde se pide la concatenada
practice-mistake-interleaved-layout-explanation = Concatenada (tensor2tensor): la primera mitad de las dimensiones son los senos de los pares 0, 1, ..., la segunda mitad sus cosenos, así que el par es j o { MATH("j − d/2") }.
practice-mistake-base-as-max-length-name = La base leída como la longitud máxima
practice-mistake-base-as-max-length-explanation = La base (10.000 en el artículo) es una constante fija de la fórmula, no la longitud de contexto del modelo.
practice-mistake-degrees-for-radians-name = Grados en lugar de radianes
practice-mistake-degrees-for-radians-explanation = Tu respuesta es lo que da el ángulo leído en grados. Aquí los ángulos están en radianes: pon la calculadora en radianes y no conviertas el ángulo.
practice-mistake-dimension-exponent-name = { MATH("base^(j/d)") } en lugar de { MATH("base^(2i/d)") }
practice-mistake-dimension-exponent-explanation = Tu respuesta pone la dimensión j sobre d en el exponente. El exponente es { MATH("2i/d") } con { MATH("i = floor(j/2)") } el par: con j impar, { MATH("j/d") } da al coseno una frecuencia más lenta que la de su propio seno, y el par deja de girar a la vez.
practice-mistake-angle-rounded-early-name = El ángulo redondeado antes de su seno o coseno
practice-mistake-angle-rounded-early-explanation = Tu respuesta es el seno o el coseno de un ángulo redondeado. Un ángulo grande escrito con pocas cifras significativas pierde sus decimales (12,35 por 12,3456), y su seno o coseno cambia con ellos: conserva tantos decimales del ángulo como pide la pregunta y redondea solo el resultado final.
practice-mistake-too-few-figures-name = Correcta, pero con menos cifras de las pedidas
practice-mistake-too-few-figures-explanation = Tu respuesta coincide con la correcta hasta donde llega, pero tiene menos cifras de las que pide la pregunta. Conserva todas las cifras que pide y redondea solo al final.
practice-mistake-one-based-position-name = Posiciones contadas desde 1
practice-mistake-one-based-position-explanation = Aquí el primer token está en la posición 0, así que el token n-ésimo está en la posición { MATH("n − 1") }.
practice-mistake-sin-cos-swapped-name = Seno y coseno intercambiados
practice-mistake-sin-cos-swapped-explanation = Las dimensiones pares (y la primera de cada par) llevan el seno; las impares, el coseno.
practice-mistake-no-two-pi-name = La longitud de onda sin 2π
practice-mistake-no-two-pi-explanation = Una vuelta completa son 2π radianes: la longitud de onda es { MATH("2π/w_i = 2π · base^(2i/d)") }, no { MATH("base^(2i/d)") }.
practice-mistake-transposed-block-name = El bloque traspuesto
practice-mistake-transposed-block-explanation = Actuando sobre { MATH("(sin, cos)") }, el bloque del par i en M_k es { MATH("[[cos, sin], [−sin, cos]]") } de w_i k: +sin encima de la diagonal, −sin debajo.
practice-mistake-no-shift-name = { MATH("PE(p) · PE(p)") } en lugar de { MATH("PE(p) · PE(p + k)") }
practice-mistake-no-shift-explanation = { MATH("d/2") } es el producto escalar de una codificación consigo misma { MATH("(k = 0)") }; el desfase k gira cada par un ángulo w_i k.
practice-mistake-rotated-wrong-way-name = Girado en el sentido equivocado
practice-mistake-rotated-wrong-way-explanation = RoPE gira en sentido antihorario: { MATH("x0' = x0 cos θ − x1 sin θ") }, { MATH("x1' = x0 sin θ + x1 cos θ") }.
practice-mistake-power-of-two-rule-name = La regla de la potencia de dos aplicada a un H que no es potencia de dos
practice-mistake-power-of-two-rule-explanation = { MATH("m_h = 2^(−8h/H)") } solo vale cuando H es potencia de dos. Si no, toma las n pendientes de la mayor potencia de dos n por debajo de H y luego las pendientes de lugar impar de 2n.
practice-mistake-zero-based-head-name = Cabezas contadas desde 0
practice-mistake-zero-based-head-explanation = Aquí las cabezas se numeran desde { MATH("h = 1") }: la cabeza 1 tiene la primera pendiente de la lista.
practice-mistake-sorted-slopes-name = Las pendientes ordenadas de mayor a menor
practice-mistake-sorted-slopes-explanation = Cuando H no es potencia de dos, las cabezas de más van después de las primeras n, y sus pendientes caen entre las primeras: la lista no está en orden decreciente.
practice-mistake-offset-sign-name = El desfase con el signo cambiado
practice-mistake-offset-sign-explanation = El desfase es clave − consulta: una clave después de la consulta es un desfase positivo, en la mitad superior de los intervalos.
practice-mistake-no-half-split-name = Todos los intervalos para una sola dirección
practice-mistake-no-half-split-explanation = T5 bidireccional divide los intervalos en dos mitades, una por dirección: 16 cada una de 32, 8 de ellos exactos.
practice-mistake-all-exact-name = Todos los intervalos tomados como exactos
practice-mistake-all-exact-explanation = Solo los desfases pequeños tienen un intervalo cada uno; a partir de ahí los intervalos crecen de forma logarítmica hasta la distancia máxima.
practice-mistake-multiplied-by-scale-name = Multiplicado por la escala en lugar de dividido
practice-mistake-multiplied-by-scale-explanation = La interpolación de posiciones frena todos los pares: { MATH("w_i′ = w_i / s") }, lo mismo que dividir las posiciones entre s.
practice-mistake-base-times-scale-name = { MATH("base · s") } en lugar de { MATH("base · s^(d/(d − 2))") }
practice-mistake-base-times-scale-explanation = El escalado NTK-aware eleva la base a { MATH("base · s^(d/(d − 2))") }, de modo que el par más lento se divide exactamente entre s.
practice-mistake-pi-instead-of-ntk-name = Interpolación de posiciones en lugar de escalado NTK-aware
practice-mistake-pi-instead-of-ntk-explanation = { MATH("w_i / s") } es la interpolación de posiciones; el escalado NTK-aware cambia la base y deja el par más rápido como estaba.
practice-mistake-no-padding-offset-name = La posición usada como fila
practice-mistake-no-padding-offset-explanation = Las posiciones de fairseq empiezan en { MATH("padding_idx + 1 = 2") }: el primer token lee la fila 2, no la 0.
practice-mistake-padding-index-only-name = Solo se sumó padding_idx
practice-mistake-padding-index-only-explanation = Las posiciones empiezan en { MATH("padding_idx + 1") }: suma 2 a la posición contada desde 0, no 1.
practice-mistake-unknown-name = Un error no reconocido
practice-mistake-unknown-explanation = La respuesta coincide con el error { $mistake }.

# El conjunto para la clase, para docentes (class-set.js)
practice-class-summary = Para docentes: un conjunto para la clase con solucionario
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
# Plurals: there are more names than students, so $names is 2 or more; $students is 1 to 60 ([many], a million, never occurs).
practice-class-too-many-names =
    { $students ->
        [one] { $names } nombres para { $students } estudiante: sube Estudiantes a { $names } (como mucho { $max }) o quita nombres.
       *[other] { $names } nombres para { $students } estudiantes: sube Estudiantes a { $names } (como mucho { $max }) o quita nombres.
    }
practice-class-refused = No se pudo hacer el conjunto para la clase: { $message }.
practice-class-embedded = Un conjunto para la clase se imprime desde la propia página de la lección (index.html?view=practice), no desde un explorador incrustado.
# Plurals: $sheets is 1 to 60 (one per student), $parts twice that ([many], a million, never occurs).
practice-class-printed =
    { $sheets ->
        [one] { $sheets } hoja y su solucionario enviados a la impresora ({ $parts } partes, cada una en una página nueva).
       *[other] { $sheets } hojas y su solucionario enviados a la impresora ({ $parts } partes, cada una en una página nueva).
    }
# Plurals: $rows is 1 to 3000 (up to 60 sheets of up to 50 questions; [many], a million, never occurs).
practice-class-saved =
    { $rows ->
        [one] Solucionario guardado: { $rows } fila, una por hoja y pregunta.
       *[other] Solucionario guardado: { $rows } filas, una por hoja y pregunta.
    }
practice-class-print = Imprimir el conjunto para la clase
practice-class-csv = Solucionario en CSV
practice-class-csv-label = Solucionario en CSV: guardarlo como archivo
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
practice-launch-recorded = La plataforma de tu curso ya registró un { $percent } % ({ $status }) en esta actividad. Volver a trabajar solo puede subirlo.
practice-launch-status-passed = aprobado
practice-launch-status-failed = no aprobado
practice-launch-status-completed = completado
# Issue 37: a set a launch page opened (its seed not shown), and the launch page's refusals
# Plurals: $count is a set's 1 to 50 questions: [many], a million, never occurs.
practice-fixed-set-given =
    { $count ->
        [one] Este conjunto te lo han dado tal cual: { $count } pregunta, aprobado con al menos un { $pass } % de aciertos.
       *[other] Este conjunto te lo han dado tal cual: { $count } preguntas, aprobado con al menos un { $pass } % de aciertos.
    }
practice-launch-mismatch = La plataforma del curso abrió este conjunto con { $given }, pero el paquete se hizo con { $made }. No se muestra ni se registra nada: pide a tu docente que vuelva a subir el paquete sin cambiar sus parámetros.
practice-launch-made-without = sin { $setting }
practice-launch-record-lost = La plataforma del curso no guardó el registro de este conjunto (qué respuestas se mostraron o intentaste): si vuelves a abrirlo, esa parte puede faltar. Díselo a tu docente.
practice-tolerance-significant-zone = con { $figures } cifras significativas (se acepta toda respuesta que difiera de la solución en { $unit } o menos)
