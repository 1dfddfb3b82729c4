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
matrix-intro-rows = Escribe la codificación de cada posición como una fila, una debajo de otra, y obtienes una matriz: { $n } filas (posiciones) por { $d } columnas (dimensiones). Cada columna es un seno o un coseno muestreado en las posiciones { $positions }; cada fila es la huella de una posición.
matrix-intro-layout = Con la disposición intercalada del artículo, las columnas de la izquierda cambian más rápido: la dimensión 0 es { $sinPos }, que da una vuelta completa cada { $period } posiciones. Hacia la derecha, cada par gira más despacio, así que con una { $d } lo bastante grande las columnas de la derecha apenas cambian de una fila a la siguiente. Haz clic en una fila (o enfoca el mapa y pulsa Intro) para que sea la posición elegida.
matrix-curves-heading = Dimensiones sueltas a lo largo de las posiciones
matrix-curves-text = Cada columna de la matriz es una onda. Al dibujar unas cuantas columnas vecinas se ve el patrón: en la disposición intercalada del artículo, una dimensión par y la impar que la sigue comparten frecuencia (forman un par), una es un seno y la otra un coseno, desfasadas un cuarto de vuelta. El par siguiente es más lento.
matrix-waves-heading = Seno y coseno a unas cuantas frecuencias
matrix-waves-text = Los mismos pares, con el seno y el coseno juntos: el par { $i } gira { $omega } radianes por posición. El modelo solo ve posiciones enteras, así que aquí los pares rápidos se ven dentados: es el muestreo, no un error.
matrix-dims-empty = Escribe al menos un número de dimensión de 0 a { $max } ({ $last }), por ejemplo { $example }.
matrix-dims-too-many = Elige como máximo { $max } dimensiones; has escrito { $count }.
matrix-dims-bad = Cada dimensión debe ser un número entero de 0 a { $max } ({ $last }); has escrito «{ $got }».
matrix-row-chosen = La fila recuadrada es la posición elegida, { $posIs }: sus valores son { $row }.
matrix-row-outside = La posición elegida, { $pos }, no está entre las filas mostradas (de { $first } a { $last }), así que no se recuadra ninguna fila.
matrix-row-outside-one = La posición elegida, { $pos }, no está entre las filas mostradas (solo { $row }), así que no se recuadra ninguna fila.
matrix-timing-computed = { $n } × { $d } = { $total } { $count ->
        [one] valor
       *[other] valores
    }, calculados por el núcleo WebAssembly en { $computeMs } ms y dibujados en { $drawMs } ms.
matrix-timing-drawn = { $n } × { $d } = { $total } { $count ->
        [one] valor, dibujado
       *[other] valores, dibujados
    } en { $drawMs } ms.
matrix-dims-none = No hay ninguna dimensión elegida.
matrix-dim-sine = la dimensión { $dim } es un seno del par { $pair } (longitud de onda de { $wavelength } posiciones)
matrix-dim-cosine = la dimensión { $dim } es un coseno del par { $pair } (longitud de onda de { $wavelength } posiciones)
# Between the clauses of matrix-dims-summary's list.
matrix-clause-join = { "; " }
matrix-dims-summary = { $dims }. Cada curva se mantiene entre −1 y 1; una longitud de onda mayor significa una curva más lenta.
matrix-waves-label = Seno (línea continua) y coseno (discontinua) { $count ->
        [one] del par
       *[other] de los pares
    } { $pairs } en función de la posición.
matrix-waves-label-none = No hay ningún par seno–coseno que dibujar: con { $dIs }, la dimensión 0 es un seno solitario.
matrix-waves-summary-none = Con { $dIs } no hay ningún par seno–coseno que dibujar: la dimensión 0 es un seno solitario.
matrix-wave-pair = El par { $pair } gira { $omegaIs } { $radians ->
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
matrix-dims-hint = Hasta { $max } números separados por comas o espacios.
matrix-dims-plot = Dibujar
matrix-axis-position = posición
matrix-axis-value = valor
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
proof-step1-text = Las dimensiones { $even } y { $odd } comparten una misma frecuencia { $omega }: guardan el seno y el coseno del mismo ángulo. Léelas juntas como un punto de la circunferencia unidad. Aquí { $i } cuenta pares (0, 1, 2, …), no dimensiones.
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
proof-status-k = { $k } vale ahora { $value }: { $Mk } ha cambiado y cada bloque gira ahora su par { $angle }.
proof-status-width = { $dIs }, { $bIs }: frecuencias nuevas, así que bloques nuevos.
proof-residual-exact = Mayor { $gap } entre todas las dimensiones: { $f64 } en float64 y { $f32 } en float32: aquí los dos vectores coinciden exactamente.
proof-residual-exact-f64 = Mayor { $gap } entre todas las dimensiones: { $f64 } en float64 y { $f32 } en float32. En float64 coinciden exactamente aquí; la diferencia en float32 es ruido de redondeo: la identidad es exacta, la aritmética no.
proof-residual-exact-f32 = Mayor { $gap } entre todas las dimensiones: { $f64 } en float64 y { $f32 } en float32. En float32 coinciden exactamente aquí; la diferencia en float64 es ruido de redondeo: la identidad es exacta, la aritmética no.
proof-residual-noise = Mayor { $gap } entre todas las dimensiones: { $f64 } en float64 y { $f32 } en float32. Las dos son ruido de redondeo: la identidad es exacta, la aritmética no.
proof-block-label = { $block }: bloque de rotación del par { $pair }
proof-step-tex-label = El paso en símbolos (se desplaza de lado en una pantalla estrecha)
proof-prev = ← Paso anterior
proof-next = Paso siguiente →
proof-copy-latex = Copiar la demostración en LaTeX
proof-step-counter = Paso { $index } de { $count }
proof-unchanged = sin cambios
proof-blocks-heading = Los bloques de { $Mk }
proof-vector-heading = { $rotated } junto a { $shifted }
proof-lead = El artículo eligió senos y cosenos para que avanzar { $k } posiciones sea la misma aplicación lineal empieces donde empieces. Recorre la deducción paso a paso y compruébala después con números reales.
proof-blocks-note-first = { $dIs } tiene { $pairs } pares; se dibujan los { $shown } primeros. Cada uno de los demás es también una rotación, de un ángulo menor. En cada circunferencia, el punto redondo es el punto del par para { $pos }, y el cuadrado es { $Mk } aplicada a ese punto: el punto para { $posK }.
proof-blocks-note-all = { $dIs }: { $count ->
        [one] { $pairs } par, así que { $Mk } es { $size } con { $pairs } bloque de rotación en su diagonal.
       *[other] { $pairs } pares, así que { $Mk } es { $size } con { $pairs } bloques de rotación en su diagonal.
    } En cada circunferencia, el punto redondo es el punto del par para { $pos }, y el cuadrado es { $Mk } aplicada a ese punto: el punto para { $posK }.
proof-block-angle = { $block }: ángulo de { $angle } rad
proof-dim-row = { $dim } ({ $fn }, par { $pair })
proof-vectors-label = Vectores { $pe }, { $rotated } y { $shifted }
proof-vectors-first = Las { $shown } primeras de { $d } dimensiones.
proof-vectors-all = Las { $d } dimensiones, redondeadas a 6 decimales (la mitad, lejos del cero).
proof-column-dimension = dimensión
proof-column-direct = { $shifted } directamente
proof-odd-d = { $reason }. La demostración empareja cada seno con un coseno: elige una { $d } par
proof-tex-header = Positional Encoding Explorer: la demostración del desplazamiento relativo, { $values }, base { $base }.
proof-tex-needs = Necesita { $package }. Números redondeados a 6 decimales, la mitad lejos del cero.
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
similarity-heatmap-cell = { $pIs }, { $qIs }, desfase { $offsetIs }: { $dot } ≈ { $value }
similarity-curve-from = { $g } empezando en { $p }
similarity-axis-offset = desfase { $k }
similarity-chart-label = Gráfico de líneas del perfil de desfase { $g } para { $k } de 0 a { $last }, { $dIs }: una curva continua gruesa que empieza en { $zero } y { $markers ->
        [triangles] una curva discontinua con triángulos
       *[none] una curva discontinua
    } que empieza en { $atPos }{ $curves ->
        [same] , una encima de otra
       *[differ] , que difieren
    }.
similarity-start-none = { $g0 }, y también lo es { $gk } para cada { $k } desde { $zero }: con { $dIs } no hay ningún par seno–coseno, y el seno solitario aporta { $term }.
similarity-start = { $g0 }, el valor más alto: { $count ->
        [one] el único par seno–coseno aporta
       *[other] cada par seno–coseno aporta
    } { $one }{ $odd ->
        [yes] , y empezando en { $zero } el seno solitario aporta { $term }
       *[no] {""}
    }.
similarity-range-one = Con { $nIs } no hay ningún otro desfase.
similarity-range = En { $range }, el valor más bajo es { $value }, en { $at }.
similarity-compare-zero = Aquí { $pos } también es 0, así que las dos curvas son la misma: pon { $pos } en otra posición para comparar.
similarity-compare-same = Empezar en { $atPos } en lugar de 0 da el mismo valor { $where ->
        [one] en { $k0 }
       *[all] en cada desfase
    } (con 6 decimales): las dos curvas coinciden.
similarity-compare-differ = Empezar en { $atPos } da { $value } en { $k0 }: el seno solitario de una { $d } impar hace que el perfil dependa de { $p }.
# Between the sentences of the offset profile's summary (a space where the language puts one).
similarity-sentence-join = { " " }
similarity-table-first = Los primeros { $shown } de { $count } desfases.
similarity-column-from = { $g } desde { $p }
similarity-profile-table = Datos del perfil de desfase
similarity-tokens-refused = { $reason }. La demostración con embeddings necesita una { $d } menor.
similarity-token-at = «{ $word }» en la posición { $pos }
similarity-gram-title = { $gram } con { $x }, { $dIs }
similarity-heatmap-token = token
similarity-token-cell = { $row } · { $col } ≈ { $value }
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
input-rounding = Los números se redondean a 6 decimales, y la mitad se redondea lejos del cero.
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
input-one-caption = La palabra { $word } en la posición { $p }, { $dIs }.
input-column-vector = vector
input-column-dim = dim { $dim }
input-row-embedding = { $e } embedding del token
input-row-encoding = { $pe } codificación posicional
input-row-input = { $x } entrada del modelo
input-two-caption-same = La palabra { $word } dos veces en la posición { $p } ({ $kIs }).
input-two-caption = La palabra { $word } en las posiciones { $p } y { $q } ({ $kIs }).
input-row-at = { $vector } en { $p }



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

