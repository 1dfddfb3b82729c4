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

# The store's settings and its refusals of link and control values (web/src/shell/store.js).
setting-view-name = view (sección)
setting-d-name = d (anchura del modelo)
setting-n-name = n (número de posiciones)
setting-base-name = base b
setting-layout-name = disposición (layout)
setting-offset-name = offset (primera posición)
setting-pos-name = pos (posición)
setting-k-name = k (desfase)
list-separator = { ", " }
store-why-pos-k = { $sum } quede entre 0 y { $max }
store-refused-size = { $product } debe ser como máximo { $max } valores; se recibió { $n } × { $d } = { $size }. Reduce { $first } o { $second }.
store-refused-last-position = la última posición, { $sum }, debe ser como máximo { $max }; se recibió { $value }.
store-refused-k = { $name } debe ser un número entero entre { $min } y { $max } para que { $sum } sea una posición; se recibió { $value }.
store-refused-view = { $name } debe ser uno de estos valores: { $choices }; se recibió { $value }.
store-unknown-setting = { $key } no es un ajuste de esta página.
store-refused-integer = { $name } debe ser un número entero entre { $min } y { $max }; se recibió { $value }.
store-refused-number = { $name } debe ser un número entre { $min } y { $max }; se recibió { $value }.
store-refused-number-above = { $name } debe ser un número mayor que { $min } y como máximo { $max }; se recibió { $value }.
store-refused-choice =
    { $name } debe ser { $count ->
        [2] { $either }
       *[other] uno de estos valores: { $choices }
    }; se recibió { $value }.
store-refused-boolean = { $name } debe ser { $yes } o { $no }; se recibió { $value }.
store-refused-words = { $name } debe tener entre { $min } y { $max } palabras separadas por espacios, cada una de { $bytes } bytes como máximo; se recibió { $value }.
store-list-ids = identificadores
store-refused-list = { $name } debe estar vacío (todos) o ser { $what } separados por comas, por ejemplo { $example }; se recibió { $value }.
store-refused-list-where = { $name } debe estar vacío (todos) o ser { $what } separados por comas, por ejemplo { $example } ({ $where }); se recibió { $value }.
store-refused-below = { $name } debe ser un número entero entre { $min } y { $max } ({ $bound }); se recibió { $value }.
store-note-fitted = { $name } se ha puesto en { $value } (no en { $old }) para que { $why }.

# Refused link values and the notice (web/src/shell/claims.js).
link-value-not-used = { $message } No se usó el valor del enlace.
notice-lead-link = Algunos valores de este enlace no se pudieron usar, así que la página mantuvo los suyos:
notice-lead-element = Algunos valores de los atributos de este elemento no se pudieron usar, así que el explorador mantuvo los suyos:
notice-changed-link =
    Para mostrar lo que fija este enlace, la página cambió { $count ->
        [one] un valor
       *[other] valores
    } que el enlace no fija:
notice-changed-section =
    Para mostrar esta sección con los valores que elegiste, la página cambió { $count ->
        [one] un valor
       *[other] algunos valores
    }:
notice-dismiss = Cerrar

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
controls-summary-item = { $key } = { $value }
controls-summary-separator = { " · " }
setting-base-short = base
setting-layout-short = disposición
setting-offset-short = offset
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
table-toggle =
    { $label } ({ $rows } { $count ->
        [one] fila
       *[other] filas
    })
chart-tooltip = { $series }: { $value }
chart-save-png = Guardar gráfico (PNG)

# The heatmap (web/src/kit/heatmap.js). A section gives its own words for a count of rows or
# columns (rowsText, colsText); heatmap-count is the fallback.
heatmap-count =
    { $count ->
       *[other] { $label }: { $number }
    }
heatmap-axis-single = { $label } { $first } (la única)
heatmap-axis-x = { $label } { $first } → { $last } (de izquierda a derecha)
heatmap-axis-y = { $label } { $first } → { $last } (de arriba abajo)
heatmap-colour =
    { $colour ->
        [orange] naranja
        [white] blanco
        [purple] morado
        [dark-blue-purple] azul violáceo oscuro
        [teal] verde azulado
       *[yellow] amarillo
    }
heatmap-keys = Las flechas mueven la celda enfocada, Re Pág y Av Pág avanzan diez filas, Inicio y Fin van a la primera y a la última columna, e Intro selecciona la fila.
heatmap-save-png = Guardar mapa (PNG)
heatmap-save-csv = Guardar matriz (CSV)
heatmap-how-to-read = Pasa el puntero por el mapa, o enfócalo y usa las flechas, para leer un valor. { $rows } × { $cols }.
heatmap-cell = { $rowLabel } { $row }, { $colLabel } { $col }: { $value }
heatmap-scale-zero = naranja por debajo de cero, blanco en cero, morado por encima
heatmap-scale-range = { $lowColour } en { $low }, { $midColour } en { $mid }, { $highColour } en { $high }
heatmap-label = { $title }: mapa de calor de { $rows } por { $cols }, con colores desde { $low } ({ $lowColour }) pasando por { $mid } ({ $midColour }) hasta { $high } ({ $highColour }).
heatmap-caption = Escala de colores: { $scale }. Los valores fuera de { $low } … { $high } toman los colores de los extremos.

# The shared controls (web/src/kit/controls.js).
control-decrease = Reducir { $label }
control-increase = Aumentar { $label }
control-slider = Control deslizante de { $label }
control-describe = { $label } { $value }
control-still-using = Se sigue usando { $value }.
control-announce = { $label }: { $value }
control-slider-typed = { $value } (escrito; el control deslizante abarca de { $min } a { $max })
control-range = escribe de { $min } a { $max }
control-range-above = escribe más de { $min }, hasta { $max }
control-range-from = escribe al menos { $min }, hasta { $max }
control-head-dimension =
    { $count ->
        [one] { $number } dimensión
       *[other] { $number } dimensiones
    } por cabeza: { $pairs ->
        [one] { $pairsNumber } par rotado
       *[other] { $pairsNumber } pares rotados
    }
control-head-dimension-odd =
    { $count ->
        [one] { $number } dimensión
       *[other] { $number } dimensiones
    } por cabeza: { $pairs ->
        [one] { $pairsNumber } par rotado
       *[other] { $pairsNumber } pares rotados
    } y una que sobra (RoPE necesita una d par)
control-width-one = 1 dimensión: un seno solitario, sin ningún par seno–coseno
control-width =
    { $count ->
        [one] { $number } dimensión
       *[other] { $number } dimensiones
    }: { $pairs ->
        [one] { $pairsNumber } par seno–coseno
       *[other] { $pairsNumber } pares seno–coseno
    }
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
control-label-offset = offset (primera posición)
control-label-pos = pos (posición)
control-label-k = k (desfase)
control-label-layout = disposición
control-describe-n =
    { $count ->
        [one] { $number } posición
       *[other] { $number } posiciones
    }
control-describe-base = base { $value }
control-describe-offset = las posiciones empiezan en { $value }
control-describe-pos = posición { $value }
control-describe-k =
    desfase de { $count ->
        [one] { $number } posición
       *[other] { $number } posiciones
    }
control-hint-base = Los botones − y + dividen o multiplican por 10.
control-layout-interleaved = Intercalada
control-layout-interleaved-hint = sin, cos, sin, cos, … (el artículo)
control-layout-concatenated = Concatenada
control-layout-concatenated-hint = primero todos los senos, luego todos los cosenos

# The lab's position schemes, used by several sections (web/src/kit/schemes.js).
scheme-none-name = ninguna (NoPE)
scheme-none-summary = NoPE (ninguna)
scheme-none-wiring = ninguna (NoPE) no añade nada: solo la máscara causal distingue una posición de otra.
scheme-sinusoidal-name = sinusoidal
scheme-sinusoidal-summary = Sinusoidal
scheme-sinusoidal-wiring = sinusoidal suma la tabla fija { $table } a cada vector de token una sola vez, a la entrada.
scheme-learned-name = aprendida
scheme-learned-summary = Absoluta aprendida
scheme-learned-wiring = aprendida suma una fila entrenada { $table } a cada vector de token una sola vez, a la entrada; las filas más allá de la longitud de entrenamiento nunca se entrenan.
scheme-rope-name = RoPE
scheme-rope-summary = RoPE (rotatoria)
scheme-rope-wiring = RoPE rota las consultas y las claves de cada cabeza según su posición, en cada bloque.
scheme-alibi-name = ALiBi
scheme-alibi-summary = ALiBi
scheme-alibi-wiring = ALiBi suma { $bias } a cada puntuación de atención, con una pendiente fija { $slope } por cabeza, en cada bloque.
scheme-t5-name = sesgo T5
scheme-t5-summary = Sesgo relativo de T5
scheme-t5-wiring = sesgo T5 suma un número entrenado por cabeza e intervalo de distancia a cada puntuación de atención, con una tabla compartida por todos los bloques.

# A (sin, cos) pair on the unit circle (web/src/kit/unit-circle.js).
circle-angle = { $angle } rad
circle-angle-turns =
    { $angle } rad = { $sign }{ $turns ->
        [one] { $whole } vuelta
       *[other] { $whole } vueltas
    } { $op } { $rest } rad
circle-angle-turns-short =
    { $angle } rad = { $sign }{ $turns ->
        [one] { $whole } vuelta
       *[other] { $whole } vueltas
    } { $op } { $rest } rad (el arco es demasiado corto para dibujarlo)
circle-pos-label = pos { $pos }
circle-heading = Par { $pair }: dimensiones { $sin } (sin) y { $cos } (cos)
circle-caption = { $omega }; el punto gira { $product } = { $turn }.
circle-title = Par { $pair } en la circunferencia unidad: el punto de la posición { $from } (círculo), en cos { $fromCos }, sin { $fromSin }, gira { $angle } radianes hasta el punto de la posición { $to } (cuadrado), en cos { $toCos }, sin { $toSin }.


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

